import { environmentFor } from './domain/environments';
import { loadPaymentScript } from './app/payment-script';
import './ui/global.css';
import './ui/content.css';
import './app/shell.css';
import './app/nav/desktop-nav.css';
import './pages/order-form/print-form.css';

/**
 * Startup: the payment script (Accept.js) loads before the app renders; the
 * app renders whether it loaded or not (a failure is logged as 'Failed to load
 * Accept.js'). The script and the app's code download side by side.
 */
function start(): void {
  const payment = loadPaymentScript(environmentFor(__PAYMENT_ENV__).acceptJsUrl);
  void import('./app/boot').then(async ({ renderApp }) => {
    await payment;
    renderApp();
  });
}

// Content pages arrive prerendered: let the browser paint them first, then
// start (a hidden tab paints nothing, so it starts at once).
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
