/**
 * axe (WCAG 2.x A and AA) on every route and the not-found page, at desktop
 * and at phone width, plus the open menus.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { SITE_ROUTES } from '../../src/domain/site-routes';
import {
  DESKTOP,
  MOBILE,
  axeViolations,
  launchBrowser,
  newPage,
  startTestServer,
  type TestServer,
} from './harness';

/** The app has taken over the page (see ReadyMarker in src/app/App.tsx). */
const appReady = (page: Page) =>
  page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const PATHS = [...SITE_ROUTES.map((route) => route.path), '/no-such-page'];

/** Opens a URL and waits until its heading is shown and nothing is still loading. */
async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  await appReady(page);
  await expect
    .poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: /^Loading/ })
        .count(),
    )
    .toBe(0);
}

/** One test per route and width, so that a slow machine never runs one test past its limit. */
describe.each([
  ['desktop width', DESKTOP],
  ['390×844', MOBILE],
] as [string, BrowserContextOptions][])(
  'axe at %s finds no WCAG 2.x A/AA violations',
  (_, options) => {
    let page: Page;
    beforeAll(async () => {
      page = await newPage(browser, options);
    });
    afterAll(async () => {
      await page?.context().close();
    });
    it.each(PATHS)('on %s', async (path) => {
      await settle(page, `${server.baseUrl}${path}`);
      expect(await axeViolations(page)).toEqual([]);
    });
  },
);

describe('axe finds no WCAG 2.x A/AA violations', () => {
  it('with a desktop dropdown open', async () => {
    const page = await newPage(browser, DESKTOP);
    await settle(page, `${server.baseUrl}/puja-kali`);
    await page.getByRole('button', { name: 'Pujas', exact: true }).click();
    await page.locator('#nav-group-pujas').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('with the mobile menu open', async () => {
    const page = await newPage(browser, MOBILE);
    await settle(page, `${server.baseUrl}/`);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    // Let the slide-in finish so colours are measured at rest.
    await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await Promise.all(document.getAnimations().map((animation) => animation.finished));
    });
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
