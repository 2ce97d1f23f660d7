/**
 * The server's answers for every route, legacy name and unknown path, the
 * not-found page in Chromium, and the title kept in step by the app. Each
 * route's heading and title in Chromium are checked in site-a11y's route pass.
 */
import { describe, expect, it } from 'vitest';

import {
  LEGACY_NAMES,
  NOT_FOUND_TITLE,
  SITE_ROUTES,
  documentTitle,
} from '../../domain/site-routes';
import { appReady, newPage, serverAndBrowser } from './harness';

const live = serverAndBrowser();

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every spelling of a legacy name: underscores and/or an .html ending. */
function legacySpellings(name: string): string[] {
  const dashed = name.replace(/_/g, '-');
  const spellings = [`/${name}.html`, `/${dashed}.html`];
  if (name.includes('_')) spellings.push(`/${name}`);
  return [...new Set(spellings)];
}

describe('the server', () => {
  it('knows the 23 routes of the spec, Find my order and the account’s four', () => {
    expect(SITE_ROUTES).toHaveLength(28);
    expect(SITE_ROUTES.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/find-my-order',
        '/account/sign-in',
        '/account',
        '/account/family',
        '/account/year',
      ]),
    );
  });

  it.each(SITE_ROUTES.map((route) => [route.path, route.title, route.description]))(
    'answers %s with 200, its own title and its own description',
    async (path, title, description) => {
      const response = await fetch(`${live.server.baseUrl}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      expect(html).toContain(`<title>${escapeHtml(documentTitle(title))}</title>`);
      expect(html.match(/<meta\s+name="description"[^>]*>/g)).toEqual([
        `<meta name="description" content="${escapeHtml(description)}" />`,
      ]);
    },
  );

  const legacyCases = Object.entries(LEGACY_NAMES).flatMap(([name, target]) =>
    legacySpellings(name).map((spelling) => [spelling, target] as const),
  );

  it('covers the names of the spec, with the two renamed ones', () => {
    expect(LEGACY_NAMES.puja_reco_start).toBe('/puja-recommendation');
    expect(LEGACY_NAMES.puja_order_fm_start).toBe('/puja-order-form-start');
    expect(legacyCases.map(([spelling]) => spelling)).toEqual(
      expect.arrayContaining(['/what_is_puja', '/what_is_puja.html', '/what-is-puja.html']),
    );
  });

  it.each(legacyCases)('redirects %s to %s with 301, keeping the query', async (from, to) => {
    const response = await fetch(`${live.server.baseUrl}${from}?lang=en&ref=old%20site`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${to}?lang=en&ref=old%20site`);
  });

  it('answers an unknown path with 404 and the not-found page', async () => {
    const response = await fetch(`${live.server.baseUrl}/no-such-page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<title>${documentTitle(NOT_FOUND_TITLE)}</title>`);
    expect(html).toContain('<div id="root">');
  });
});

describe('each route in Chromium', () => {
  // Each route's heading and title in Chromium: site-a11y's route pass (with axe at both widths).
  it('shows the not-found page, with the menu, for an unknown path', async () => {
    const page = await newPage(live.browser);
    const response = await page.goto(`${live.server.baseUrl}/nothing/here`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Page not found');
    expect(await page.title()).toBe(documentTitle(NOT_FOUND_TITLE));
    const menu = page.getByRole('navigation', { name: 'Where would you like to go?' });
    expect(await menu.getByRole('link').count()).toBe(9);
    expect(await page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
    await page.context().close();
  });

  it('keeps the title in step when moving between pages in the app', async () => {
    const page = await newPage(live.browser);
    await page.goto(`${live.server.baseUrl}/`);
    await appReady(page);
    await page.getByRole('main').getByRole('link', { name: 'What is a puja?' }).click();
    await page.waitForURL('**/what-is-puja');
    await expect.poll(() => page.title()).toBe(documentTitle('What is Puja?'));
    await page.context().close();
  });
});
