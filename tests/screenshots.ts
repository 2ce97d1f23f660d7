/**
 * `npm run screenshots [-- <out dir>] [-- --only /path,/path]`: a full-page
 * screenshot of every route of the site at 1280×800 (desktop) and 390×844
 * (phone), from the sandbox build served by our own server with its seeded
 * catalog. Files: <out>/<width>/<route>.png (default out: screenshots/).
 * For judging the look by eye; the e2e tests check behaviour and axe.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { buildIfNeeded } from '../scripts/build-if-needed';
import { SITE_ROUTES } from '../domain/site-routes';
import { launchBrowser, startTestServer } from './e2e/harness';
import { E2E_DIST_DIR } from './e2e/paths';

const WIDTHS: Record<string, BrowserContextOptions> = {
  '1280': { viewport: { width: 1280, height: 800 } },
  '390': { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? (args[onlyAt + 1] ?? '').split(',') : null;
const outDir = path.resolve(
  args.find((arg, index) => !arg.startsWith('--') && index !== onlyAt + 1) ?? 'screenshots',
);
const paths = [...SITE_ROUTES.map((route) => route.path), '/no-such-page'].filter(
  (route) => !only || only.includes(route),
);

/** Waits until the app has taken over and nothing says it is loading. */
async function settle(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[role="status"]')].some((el) =>
        /^Loading/.test(el.textContent ?? ''),
      ),
  );
  await page.evaluate(() => document.fonts.ready);
  // Lazy pictures below the fold load only when scrolled to: load them all for a full page.
  await page.evaluate(() => {
    for (const img of document.querySelectorAll('img[loading="lazy"]'))
      img.setAttribute('loading', 'eager');
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
}

const fileName = (route: string) => (route === '/' ? 'home' : route.slice(1).replace(/\//g, '_'));

buildIfNeeded('sandbox', E2E_DIST_DIR);
const server = await startTestServer();
const browser = await launchBrowser();
try {
  for (const [width, options] of Object.entries(WIDTHS)) {
    const dir = path.join(outDir, width);
    mkdirSync(dir, { recursive: true });
    const context = await browser.newContext(options);
    const page = await context.newPage();
    for (const route of paths) {
      await settle(page, `${server.baseUrl}${route}`);
      await page.screenshot({ path: path.join(dir, `${fileName(route)}.png`), fullPage: true });
    }
    await context.close();
  }
  console.log(`${paths.length} routes × ${Object.keys(WIDTHS).length} widths written to ${outDir}`);
} finally {
  await browser.close();
  await server.close();
}
