import { environmentFor } from '../domain/environments';
import { loadPaymentScript } from './app/payment-script';
import { installShellBehaviours } from './app/shell';
import './app/site-styles';

/**
 * Startup: the hosted payment form's script (AcceptUI) loads before the app
 * renders; the app renders whether it loaded or not (a failure is logged as
 * 'Failed to load AcceptUI.js'). The script and the app's code download side
 * by side.
 */
function start(): void {
  const payment = loadPaymentScript(environmentFor(__PAYMENT_ENV__).acceptUiUrl);
  void import('./app/boot').then(async ({ renderApp, startAddressLanguage }) => {
    await Promise.all([payment, startAddressLanguage()]);
    // Evaluating the app's code was one task; React starts in the next one,
    // so that the two never add up to one long task (see docs/site.md).
    await new Promise((resolve) => setTimeout(resolve, 0));
    renderApp();
  });
}

/**
 * A prerendered page is shown before the app starts: wait until the browser
 * has painted it (its first contentful paint), so that downloading and
 * running the app never delays that paint (an order wizard's loading shell).
 * An empty page (My order, the console) or a hidden tab starts at once; a
 * timer is the safety net.
 */
function afterFirstPaint(then: () => void): void {
  const prerendered = document.getElementById('root')?.firstElementChild;
  if (!prerendered || document.visibilityState === 'hidden' || !window.PerformanceObserver) {
    then();
    return;
  }
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    then();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) go();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(go, 500);
}

// The header's behaviours work on the prerendered HTML at once, and on React's DOM later.
installShellBehaviours();
afterFirstPaint(start);
