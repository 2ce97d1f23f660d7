/** The order wizards' public routes, as the benches open them. */
export const ORDER_WIZARD_ROUTES = [
  '/puja-order-form-start',
  '/order-a-puja-online',
  '/puja-recommendation-online',
  '/order-regional-puja?region=1',
  '/order-regional-astro?region=1',
];

/** A bench page that records the same-origin scripts it loads (other origins are cut off: offline). */
import type { Browser, Page } from 'playwright-core';
import { newPage } from '../e2e/harness';

export async function pageRecordingScripts(
  browser: Browser,
  origin: string,
): Promise<{ page: Page; scripts: Set<string> }> {
  const page = await newPage(browser);
  const scripts = new Set<string>();
  // Outside origins (the production Accept.js) are not ours and unreachable offline.
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  return { page, scripts };
}
