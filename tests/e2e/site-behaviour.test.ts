/**
 * Behaviour of the shell in Chromium: scrolling on navigation (top, or the
 * element named by the hash), the 'Loading...' fallback while a page's code
 * loads inside the app, content pages served whole by the server without
 * React, and starting up when the payment script cannot load.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { appReady, newContext, newPage, openInApp, serverAndBrowser, stillInApp } from './harness';
import { E2E_DIST_DIR } from './paths';

const live = serverAndBrowser();

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** Top of an element relative to the viewport. */
const topOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);

describe('scrolling on navigation', () => {
  // A short window, so that the targets can reach the top of it.
  const SHORT = { viewport: { width: 1280, height: 420 } };

  it('scrolls to the element named by the hash when the page opens', async () => {
    const page = await newPage(live.browser, SHORT);
    await page.goto(`${live.server.baseUrl}/what-is-puja#taking-part`);
    await page.locator('#taking-part').waitFor();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
    const top = await topOf(page, '#taking-part');
    expect(top).toBeGreaterThanOrEqual(-1);
    expect(top).toBeLessThan(60);
    await page.context().close();
  });

  it('scrolls to a hash target on another page reached by a link', async () => {
    const page = await newPage(live.browser, SHORT);
    await page.goto(`${live.server.baseUrl}/order-a-puja`);
    await page.locator('main h1').waitFor();
    await appReady(page);
    await page.locator('main a[href="/order-a-puja-printable#mailing"]').click();
    await page.waitForURL('**/order-a-puja-printable#mailing');
    await page.locator('#mailing').waitFor();
    await expect.poll(() => topOf(page, '#mailing')).toBeLessThan(60);
    expect(await topOf(page, '#mailing')).toBeGreaterThanOrEqual(-1);
    expect(await scrollY(page)).toBeGreaterThan(100);
    await page.context().close();
  });

  it('scrolls back to the top after following a link from far down a page', async () => {
    const page = await newPage(live.browser);
    await page.goto(`${live.server.baseUrl}/brahmasthanam-temple`);
    await page.locator('main h1').waitFor();
    await appReady(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await scrollY(page)).toBeGreaterThan(200);
    await page.getByRole('main').getByRole('link', { name: 'What is a puja?' }).click();
    await page.waitForURL('**/what-is-puja');
    await expect.poll(() => page.locator('main h1').textContent()).toBe('What is Puja?');
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.context().close();
  });
});

describe('lazy pages', () => {
  /**
   * Holds the chunk whose file name matches until `release` is called. The
   * chunk must exist in the build: a pattern that matches no file would hold
   * nothing, and the 'Loading...' it waits for would flash by or not.
   */
  async function holdChunk(page: Page, pattern: RegExp) {
    const files = readdirSync(path.join(E2E_DIST_DIR, 'assets')).map((file) => `/assets/${file}`);
    expect(
      files.filter((file) => pattern.test(file)),
      String(pattern),
    ).toHaveLength(1);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(pattern, async (route) => {
      await held;
      await route.continue();
    });
    return () => release();
  }

  it("shows 'Loading...' while the next page's code loads", async () => {
    const page = await newPage(live.browser);
    const release = await holdChunk(page, /\/assets\/WhatIsPujaPage-[^/]+\.js$/);
    await openInApp(page, live.server.baseUrl, 'Learn', 'What is Puja?');
    const loading = page.getByRole('status').filter({ hasText: 'Loading...' });
    await loading.waitFor();
    // The previous page is hidden while the next one loads.
    expect(await page.locator('main h1:visible').count()).toBe(0);
    // The header and footer stay while the page loads.
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    release();
    await expect.poll(() => page.locator('main h1').textContent()).toBe('What is Puja?');
    expect(await loading.count()).toBe(0);
    expect(await stillInApp(page)).toBe(true);
    await page.context().close();
  });

  it("shows 'Loading...' when a page that is not prerendered is opened directly", async () => {
    const page = await newPage(live.browser);
    // The rescheduling page is in the astrology wizard's chunk (vite.config.ts, wizardChunkName).
    const release = await holdChunk(page, /\/assets\/wizard-astrology-[\w-]{8}\.js$/);
    await page.goto(`${live.server.baseUrl}/astro-reschedule`);
    const loading = page.getByRole('status').filter({ hasText: 'Loading...' });
    await loading.waitFor();
    expect(await page.locator('main h1').count()).toBe(0);
    release();
    await page.locator('main h1').waitFor();
    await appReady(page);
    expect(await loading.count()).toBe(0);
    await page.context().close();
  });
});

describe('an order wizard’s prerendered shell', () => {
  it("is taken over without 'Loading...' in between and without moving the page", async () => {
    const page = await newPage(live.browser);
    // Watched from the first byte: every element added to the page, and every layout shift.
    await page.addInitScript(() => {
      const seen = { added: [] as string[], shift: 0 };
      (window as Window & { seen?: typeof seen }).seen = seen;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element) seen.added.push(node.className);
      }).observe(document, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          seen.shift += (entry as PerformanceEntry & { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${live.server.baseUrl}/order-a-puja-online`);
    await appReady(page);
    // The wizard itself, once its code, words and draft are in.
    await page.locator('.wizard:not(.wizard-shell)').waitFor();
    const seen = await page.evaluate(
      () => (window as Window & { seen?: { added: string[]; shift: number } }).seen!,
    );
    expect(seen.added).not.toContain('page-loading');
    expect(seen.shift).toBeLessThan(0.01);
    await page.context().close();
  });
});

describe('content pages, rendered by the server', () => {
  const CONTENT = ['/', '/what-is-puja', '/types-of-puja', '/puja-kali', '/order-a-puja-printable'];

  it('show their heading, menu and footer without JavaScript', async () => {
    const context = await newContext(live.browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of CONTENT) {
      await page.goto(`${live.server.baseUrl}${path}`);
      expect(await page.locator('main h1').count(), path).toBe(1);
      expect(await page.getByRole('navigation', { name: 'Main' }).count(), path).toBe(1);
      expect(await page.getByRole('contentinfo').textContent(), path).toContain('© 2025');
    }
    await context.close();
  });

  it('load no React, only the shell module, and their menu works without errors', async () => {
    const page = await newPage(live.browser);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    for (const path of CONTENT) {
      await page.goto(`${live.server.baseUrl}${path}`, { waitUntil: 'networkidle' });
      await appReady(page);
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
          .map((entry) => new URL(entry.name).pathname),
      );
      const entry = await page.locator('script[type="module"]').getAttribute('src');
      expect(entry, path).toMatch(/^\/assets\/content-[\w-]+\.js$/);
      // The entry and what it imports: no React, no app code, no payment script.
      const code = await page.evaluate(
        async (urls) =>
          (await Promise.all(urls.map((url) => fetch(url).then((r) => r.text())))).join(''),
        [entry!, ...scripts.filter((src) => src.startsWith('/assets/'))],
      );
      expect(code, path).not.toContain('react.transitional.element');
      expect(
        scripts.some((src) => src.endsWith('AcceptUI.js')),
        path,
      ).toBe(false);
      await page.getByRole('button', { name: 'Learn', exact: true }).click();
      expect(await page.locator('#nav-group-learn').isVisible(), path).toBe(true);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('startup', () => {
  it("renders the app and logs 'Failed to load AcceptUI.js' when the script is blocked", async () => {
    const page = await newPage(live.browser);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(/AcceptUI\.js$/, (route) => route.abort());
    // A page that is not prerendered: its heading appears only if the app renders.
    await page.goto(`${live.server.baseUrl}/astro-reschedule`);
    await page.locator('main h1').waitFor();
    await appReady(page);
    await expect.poll(() => errors).toContain('Failed to load AcceptUI.js');
    // And a prerendered one is taken over by the app (its menu works).
    await page.goto(`${live.server.baseUrl}/order-a-puja-online`);
    await appReady(page);
    await page.getByRole('button', { name: 'Learn', exact: true }).click();
    expect(await page.locator('#nav-group-learn').isVisible()).toBe(true);
    await page.context().close();
  });

  it('loads AcceptUI.js before the app renders when it is available', async () => {
    const page = await newPage(live.browser);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${live.server.baseUrl}/order-a-puja-online`);
    await page.locator('main h1').waitFor();
    await appReady(page);
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')),
    );
    expect(scripts.some((src) => src?.endsWith('/AcceptUI.js'))).toBe(true);
    expect(errors).not.toContain('Failed to load AcceptUI.js');
    await page.context().close();
  });
});
