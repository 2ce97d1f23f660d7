import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { environmentFor } from './domain/environments';
import { loadPaymentScript } from './app/payment-script';
import { App } from './app/App';
import './ui/global.css';
import './ui/content.css';

const environment = environmentFor(__PAYMENT_ENV__);

async function boot(): Promise<void> {
  await loadPaymentScript(environment.acceptJsUrl);
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element in index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
