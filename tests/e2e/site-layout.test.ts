/**
 * The one layout at phone width: no route scrolls sideways at 390 px, and on
 * a wide screen the puja pages keep their order panel in view while scrolling.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SITE_ROUTES } from '../../src/domain/site-routes';
import {
  DESKTOP,
  MOBILE,
  launchBrowser,
  newPage,
  startTestServer,
  type TestServer,
} from './harness';

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

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${server.baseUrl}${path}`);
  await page.locator('main h1').first().waitFor();
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[role="status"]')].some((el) =>
        /^Loading/.test(el.textContent ?? ''),
      ),
  );
}

describe('layout', () => {
  it('never scrolls sideways at 390 px, on any route', async () => {
    const page = await newPage(browser, MOBILE);
    const wide: Record<string, number> = {};
    for (const { path } of [...SITE_ROUTES, { path: '/no-such-page' }]) {
      await open(page, path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) wide[path] = overflow;
    }
    expect(wide).toEqual({});
    await page.context().close();
  });

  it('keeps the order panel of a puja page in view on a wide screen', async () => {
    const page = await newPage(browser, DESKTOP);
    await open(page, '/puja-kali');
    const panel = page.getByRole('complementary', { name: 'Order the Kali/Karthika Puja' });
    const main = page.locator('.page__main');
    const [panelBox, mainBox] = [await panel.boundingBox(), await main.boundingBox()];
    // Side by side: the panel is to the right of the main column.
    expect(panelBox!.x).toBeGreaterThanOrEqual(mainBox!.x + mainBox!.width);
    await page.mouse.wheel(0, 1500);
    await expect
      .poll(() => panel.evaluate((el) => el.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(0);
    expect(await panel.getByRole('link', { name: 'Order this puja' }).isVisible()).toBe(true);
    await page.context().close();
  });
});
