/**
 * Loads the payment provider's hosted-form script (AcceptUI) before the app
 * starts. Resolves either way: a failure is only logged, so the site still
 * renders and the payment steps can say the card form did not load.
 */
export function loadPaymentScript(url: string, doc: Document = document): Promise<boolean> {
  return new Promise((resolve) => {
    const script = doc.createElement('script');
    script.src = url;
    script.charset = 'utf-8';
    script.onload = () => resolve(true);
    script.onerror = () => {
      console.error(`Failed to load ${url.slice(url.lastIndexOf('/') + 1)}`);
      resolve(false);
    };
    doc.head.appendChild(script);
  });
}
