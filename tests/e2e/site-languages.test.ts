/**
 * The site in Malayalam, Tamil and Hindi: the switcher moves the home page
 * to Malayalam in place, each page's `lang` and hreflang alternates are
 * right, axe finds nothing at 1280 and 390 px on every content page in each
 * language, and the first visit's suggestion (from the browser's languages)
 * can be refused for good or accepted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CONTENT_PAGE_PATHS } from '../../domain/site-routes';
import { LANGUAGE_CHOICE_COOKIE, LANGUAGES, pathInLanguage } from '../../domain/languages';
import {
  appReady,
  axeViolations,
  DESKTOP,
  MOBILE,
  newContext,
  newPage,
  openSettled,
  serverAndBrowser,
} from './harness';
import { scriptShare } from '../test-support/script-share';

const live = serverAndBrowser();
const TRANSLATED = LANGUAGES.filter(({ code }) => code !== 'en');

describe('switching language', () => {
  it('moves the home page to Malayalam in place, with lang, title and hreflang', async () => {
    const page = await newPage(live.browser, DESKTOP);
    try {
      await openSettled(page, `${live.server.baseUrl}/`);
      await page
        .getByRole('navigation', { name: 'Language' })
        .getByRole('link', { name: 'മലയാളം' })
        .click();
      await page.waitForURL(`${live.server.baseUrl}/ml`);
      await page.locator('html[lang="ml"]').waitFor({ state: 'attached' });
      await expect
        .poll(() => page.locator('main h1').textContent())
        .toBe('പൂജകളും വൈദിക ജ്യോതിഷ മാർഗനിർദേശവും');
      await expect.poll(() => page.title()).toBe('പൂജകളും വൈദിക ജ്യോതിഷ മാർഗനിർദേശവും | Amrita Puja');
      const current = page.getByRole('link', { name: 'മലയാളം' });
      expect(await current.getAttribute('aria-current')).toBe('true');
      // The choice is remembered for the server and later visits.
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === LANGUAGE_CHOICE_COOKIE)?.value).toBe('ml');
      // Links now lead to the Malayalam pages.
      expect(await page.getByRole('link', { name: 'പൂജകൾ കാണുക' }).getAttribute('href')).toBe(
        '/ml/types-of-puja',
      );
      // The server's page for the same address: lang and the four alternates.
      await page.reload();
      await appReady(page);
      expect(await page.getAttribute('html', 'lang')).toBe('ml');
      const alternates = await page
        .locator('link[rel="alternate"]')
        .evaluateAll((links) =>
          links.map(
            (link) =>
              `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href')!).pathname}`,
          ),
        );
      expect(alternates.sort()).toEqual(
        ['en /', 'hi /hi', 'ml /ml', 'ta /ta', 'x-default /'].sort(),
      );
    } finally {
      await page.context().close();
    }
  });
});

describe.each(TRANSLATED)('every content page in $englishName', ({ code }) => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(live.browser, DESKTOP);
  });
  afterAll(async () => {
    await page?.context().close();
  });
  it.each(CONTENT_PAGE_PATHS)('%s: lang, no axe violation at 1280 and 390 px', async (path) => {
    const address = pathInLanguage(path, code);
    await page.setViewportSize(DESKTOP.viewport!);
    await openSettled(page, `${live.server.baseUrl}${address}`);
    expect(await page.getAttribute('html', 'lang')).toBe(code);
    expect(await page.locator(`link[rel="alternate"][hreflang="${code}"]`).count()).toBe(1);
    expect(await axeViolations(page), `${address} at 1280 px`).toEqual([]);
    await page.setViewportSize(MOBILE.viewport!);
    expect(await axeViolations(page), `${address} at 390 px`).toEqual([]);
  });
});

describe('the first visit’s language suggestion', () => {
  it('is offered in the browser’s language, and refused for good', async () => {
    const context = await newContext(live.browser, { ...DESKTOP, locale: 'ml-IN' });
    try {
      const page = await context.newPage();
      await openSettled(page, `${live.server.baseUrl}/`);
      const bar = page.locator('aside.language-suggestion');
      await bar.waitFor();
      expect(await bar.getAttribute('lang')).toBe('ml');
      expect(await axeViolations(page)).toEqual([]);
      await bar.getByRole('button', { name: 'വേണ്ട, ഇംഗ്ലീഷിൽ തുടരാം' }).click();
      // The server's bar is hidden by the shell module (the app's is removed).
      await bar.waitFor({ state: 'hidden' });
      expect(page.url()).toBe(`${live.server.baseUrl}/`);
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      // The refusal is remembered: the next visit is not asked again.
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === LANGUAGE_CHOICE_COOKIE)).toMatchObject({
        value: 'en',
        path: '/',
        sameSite: 'Lax',
      });
      await page.reload({ waitUntil: 'networkidle' });
      await appReady(page);
      expect(await page.locator('aside.language-suggestion').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('is not made again after switching to English inside the app', async () => {
    const context = await newContext(live.browser, { ...DESKTOP, locale: 'ml-IN' });
    try {
      const page = await context.newPage();
      await openSettled(page, `${live.server.baseUrl}/ml/order-a-puja-online`);
      await page
        .getByRole('navigation', { name: 'ഭാഷ' })
        .getByRole('link', { name: 'English' })
        .click();
      await page.waitForURL(`${live.server.baseUrl}/order-a-puja-online`);
      await page.locator('html[lang="en"]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === LANGUAGE_CHOICE_COOKIE)?.value).toBe('en');
      expect(await page.locator('aside.language-suggestion').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('keeps an unknown address in every language’s link on the not-found page', async () => {
    const page = await newPage(live.browser, DESKTOP);
    try {
      const response = await page.goto(`${live.server.baseUrl}/ml/no-such-page?x=1`);
      expect(response?.status()).toBe(404);
      const links = page.getByRole('navigation', { name: 'ഭാഷ' }).getByRole('link');
      expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([
        '/no-such-page?x=1',
        '/ml/no-such-page?x=1',
        '/ta/no-such-page?x=1',
        '/hi/no-such-page?x=1',
      ]);
    } finally {
      await page.context().close();
    }
  });

  it('moves the page to the language when accepted', async () => {
    const context = await newContext(live.browser, { ...DESKTOP, locale: 'ta-IN' });
    try {
      const page = await context.newPage();
      await openSettled(page, `${live.server.baseUrl}/terms`);
      const bar = page.locator('aside.language-suggestion');
      await bar.getByRole('link', { name: 'தமிழில் காட்டு' }).click();
      await page.waitForURL(`${live.server.baseUrl}/ta/terms`);
      await page.locator('html[lang="ta"]').waitFor({ state: 'attached' });
      await expect.poll(() => page.locator('main h1').textContent()).toBe('பயன்பாட்டு விதிமுறைகள்');
      expect(await page.locator('aside.language-suggestion').count()).toBe(0);
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === LANGUAGE_CHOICE_COOKIE)?.value).toBe('ta');
    } finally {
      await context.close();
    }
  });
});

describe('the noscript text', () => {
  const noscriptOf = async (address: string) => {
    const response = await fetch(`${live.server.baseUrl}${address}`);
    const html = await response.text();
    return /<noscript>([^<]*)<\/noscript>/.exec(html)?.[1];
  };

  it.each(TRANSLATED)('is in $englishName on the wizards’ pages', async ({ code }) => {
    const english = await noscriptOf('/order-a-puja-online');
    expect(english).toBe(
      'This site needs JavaScript to order pujas. You can still print the order form at /order-a-puja-printable.',
    );
    for (const path of ['/order-a-puja-online', '/astro-schedule']) {
      const text = await noscriptOf(pathInLanguage(path, code));
      expect(text, path).toContain(`/${code}/order-a-puja-printable`);
      const { inScript, total } = scriptShare(text!.replace(/\/\S+/, ''), code);
      expect([path, inScript]).toEqual([path, total]);
    }
  });
});
