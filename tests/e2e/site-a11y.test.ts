/**
 * Every route and the not-found page, opened once in a desktop window and
 * checked there and again at 390×844 (the window resized, no second load):
 * its own heading and title, axe (WCAG 2.x A and AA) at both widths, and no
 * sideways scrolling at 390 px; plus axe on the open menus.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { NOT_FOUND_TITLE, SITE_ROUTES, documentTitle } from '../../domain/site-routes';
import { axeViolations, DESKTOP, MOBILE, newPage, openSettled, serverAndBrowser } from './harness';

const live = serverAndBrowser();

/** Headings of the content pages; the wizards' pages only need a heading. */
const HEADINGS: Readonly<Record<string, string>> = {
  '/': 'Pujas and Vedic astrology guidance',
  '/what-is-puja': 'What is Puja?',
  '/brahmasthanam-temple': 'Brahmasthanam Temple',
  '/types-of-puja': 'Types of Pujas',
  '/special-pujas': 'Special Pujas',
  '/puja-kali': 'Kali/Karthika Puja',
  '/order-a-puja': 'Register for Puja',
  '/puja-recommendation': 'Puja Recommendation',
  '/order-a-puja-printable': 'Printable puja order form',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms of Use',
  '/content-nav': 'Site map',
  '/menu': 'Menu',
  '/no-such-page': 'Page not found',
};

const ROUTES = [
  ...SITE_ROUTES.map((route) => ({ path: route.path, title: route.title })),
  { path: '/no-such-page', title: NOT_FOUND_TITLE },
];

const settle = openSettled;

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** One test per route, so that a slow machine never runs one test past its limit. */
describe('every route at desktop width and at 390×844', () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(live.browser, DESKTOP);
  });
  afterAll(async () => {
    await page?.context().close();
  });
  it.each(ROUTES)(
    '$path: its heading and title, no axe violation at either width, no sideways scroll at 390 px',
    async ({ path, title }) => {
      await page.setViewportSize(DESKTOP.viewport!);
      await settle(page, `${live.server.baseUrl}${path}`);
      const heading = (await page.locator('main h1').first().textContent())?.trim();
      const expected = HEADINGS[path];
      if (expected) expect(heading, path).toBe(expected);
      else expect(heading, path).not.toBe('');
      expect(await page.title(), path).toBe(documentTitle(title));
      expect(await axeViolations(page), `axe at desktop width on ${path}`).toEqual([]);

      await page.setViewportSize(MOBILE.viewport!);
      expect(await axeViolations(page), `axe at 390×844 on ${path}`).toEqual([]);
      expect(await sidewaysScroll(page), `sideways scroll at 390 px on ${path}`).toBe(0);
    },
  );
});

describe('axe finds no WCAG 2.x A/AA violations', () => {
  it('with a desktop dropdown open', async () => {
    const page = await newPage(live.browser, DESKTOP);
    await settle(page, `${live.server.baseUrl}/puja-kali`);
    await page.getByRole('button', { name: 'Pujas', exact: true }).click();
    await page.locator('#nav-group-pujas').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('with the mobile menu open', async () => {
    const page = await newPage(live.browser, MOBILE);
    await settle(page, `${live.server.baseUrl}/`);
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
