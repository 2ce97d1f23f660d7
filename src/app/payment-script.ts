/**
 * Loads the payment provider's script (Accept.js) before the app starts.
 * Resolves either way: a failure is only logged, so the site still renders
 * and the pages that need payment can say so.
 */
export function loadPaymentScript(url: string, doc: Document = document): Promise<boolean> {
  return new Promise((resolve) => {
    const script = doc.createElement('script');
    script.src = url;
    script.charset = 'utf-8';
    script.onload = () => resolve(true);
    script.onerror = () => {
      console.error('Failed to load Accept.js');
      resolve(false);
    };
    doc.head.appendChild(script);
  });
}
