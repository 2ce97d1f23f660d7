import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { PAGES } from './page-registry';
import { siteI18n, startLanguage } from './i18n/site-i18n';
import { hasSitePart, loadCatalog } from './i18n/catalogs';
import { splitLanguage } from '../../domain/languages';
import { WIZARD_CATALOGS, isWizardPage } from './wizard-page';
import { trimTrailingSlashes } from '../../domain/trailing-slashes';

/** A page's path without trailing slashes; "/" stays "/". */
const pagePath = (path: string) => trimTrailingSlashes(path) || path.slice(0, 1);

/**
 * The address's language and words that renderApp needs (main.tsx loads them
 * beside the payment script): the shell's, and the page's own part, so that a
 * prerendered page is hydrated without waiting for its words (a wait would
 * let an early update swap it for 'Loading...': a layout shift).
 */
export async function startAddressLanguage(): Promise<void> {
  const { language, path } = splitLanguage(location.pathname);
  const page = pagePath(path);
  await Promise.all([
    startLanguage(siteI18n, language),
    hasSitePart(page) ? loadCatalog(siteI18n, language, `site:${page}`) : null,
    // A wizard's words (src/app/wizard-page.tsx) likewise: loaded while it hydrates, they
    // would update the language's provider above the page and swap its shell for 'Loading...'.
    ...(isWizardPage(PAGES[page])
      ? WIZARD_CATALOGS.map((name) => loadCatalog(siteI18n, language, name))
      : []),
  ]);
}

/** Renders the app into #root (main.tsx calls it once the payment script and the catalog have settled). */
export function renderApp(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element in index.html');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The order wizards arrive prerendered as their loading shell (see
  // src/app/prerender.tsx): take over their HTML. Hydrating in a transition lets React yield to the browser
  // every few milliseconds instead of taking over the page in one long task
  // (the page is already painted and its links work meanwhile; see
  // docs/site.md). Other pages start from an empty root.
  const render = () => {
    if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
    else createRoot(root).render(app);
  };
  // A wizard's files (a dozen, with their preload links) start loading in a task of
  // their own, not inside the task that ends the hydration and first asks for them.
  const page = PAGES[pagePath(splitLanguage(location.pathname).path)];
  if (isWizardPage(page)) {
    page.preload();
    setTimeout(render, 0);
  } else render();
}
