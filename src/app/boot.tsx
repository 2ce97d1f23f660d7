import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';

/** Renders the app into #root (main.tsx calls it once the payment script has settled). */
export function renderApp(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element in index.html');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Content pages arrive prerendered (see src/app/prerender.tsx): take over
  // their HTML; other pages start from an empty root.
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
