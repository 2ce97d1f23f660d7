/** Every page in every language: the address's language in `<html lang>`, the body and hreflang. */
import { describe, expect, it } from 'vitest';
import { startedForTheFile } from '../test-support/for-the-file';
import { builtSiteForTheFile, startSiteServer } from './test-support/built-site';

const ORIGIN = 'https://puja.example.org';

const dir = builtSiteForTheFile('puja-languages-', {
  htmlAttributes: ' lang="en"',
  // What the build's prerender writes (src/app/prerender.tsx): the titles by address.
  prerendered: {
    '/ml/types-of-puja': { title: 'പൂജകളുടെ തരങ്ങൾ', description: 'ML-DESCRIPTION' },
  },
  // What its renderer answers per request: one body per address.
  rendered: {
    '/types-of-puja': '<h1>Types of Pujas</h1>',
    '/ml/types-of-puja': '<h1>പൂജകളുടെ തരങ്ങൾ</h1>',
    '/ta/types-of-puja': '<h1>பூஜை வகைகள்</h1>',
    '*ml': '<h1>ML-NOT-FOUND</h1>',
  },
  assets: {},
});
const site = startedForTheFile(() =>
  startSiteServer(dir, { PUBLIC_URL: ORIGIN, LOG_LEVEL: 'warn' }),
);

describe('pages in each language', () => {
  it('answers /ml/types-of-puja with its Malayalam body, lang="ml" and every alternate', async () => {
    const response = await site.app.inject({ url: '/ml/types-of-puja' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="ml">');
    expect(response.body).toContain('<div id="root"><h1>പൂജകളുടെ തരങ്ങൾ</h1><!--given');
    expect(response.body).toContain('<title>പൂജകളുടെ തരങ്ങൾ | Amrita Puja</title>');
    expect(response.body).toContain('<meta name="description" content="ML-DESCRIPTION" />');
    for (const [hreflang, address] of [
      ['en', '/types-of-puja'],
      ['ml', '/ml/types-of-puja'],
      ['ta', '/ta/types-of-puja'],
      ['hi', '/hi/types-of-puja'],
      ['x-default', '/types-of-puja'],
    ]) {
      expect(response.body).toContain(
        `<link rel="alternate" hreflang="${hreflang}" href="${ORIGIN}${address}" />`,
      );
    }
  });

  it('preloads the language’s own face only: none for English', async () => {
    const malayalam = await site.app.inject({ url: '/ml/types-of-puja' });
    expect(malayalam.body).toContain(
      '<link rel="preload" href="/fonts/noto-sans-malayalam-subset.woff2" as="font" type="font/woff2" crossorigin />',
    );
    expect(malayalam.body).not.toMatch(/noto-sans-(tamil|devanagari)/);
    const english = await site.app.inject({ url: '/types-of-puja' });
    expect(english.body).not.toContain('noto-sans');
  });

  it('keeps English at today’s addresses, with lang="en"', async () => {
    const response = await site.app.inject({ url: '/types-of-puja' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<h1>Types of Pujas</h1>');
    const home = await site.app.inject({ url: '/ta' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<html lang="ta">');
    expect(home.body).toContain(`hreflang="hi" href="${ORIGIN}/hi"`);
    expect((await site.app.inject({ url: '/ta/' })).statusCode).toBe(200);
  });

  it('redirects a legacy name within its language and answers unknown paths in it', async () => {
    const legacy = await site.app.inject({ url: '/ml/Types_of_Puja.html?x=1' });
    expect(legacy.statusCode).toBe(301);
    expect(legacy.headers.location).toBe('/ml/types-of-puja?x=1');
    const english = await site.app.inject({ url: '/Types_of_Puja.html' });
    expect(english.headers.location).toBe('/types-of-puja');
    const missing = await site.app.inject({ url: '/ml/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="ml">');
    expect(missing.body).toContain('ML-NOT-FOUND');
    expect(missing.body).not.toContain('hreflang');
    // A language that is not on the list is no prefix: an ordinary unknown path.
    const french = await site.app.inject({ url: '/fr/types-of-puja' });
    expect(french.statusCode).toBe(404);
    expect(french.body).toContain('<html lang="en">');
  });
});
