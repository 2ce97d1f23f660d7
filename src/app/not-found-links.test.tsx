/**
 * The not-found page as the server renders it (src/app/prerender.tsx's renderer, per request)
 * at addresses crafted to look like another site's: every link it offers, the language links
 * above all, stays a path of this site.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderer } from '../../domain/page-render';
import { splitLanguage } from '../../domain/languages';
import { createPageRenderer } from './prerender';

let renderer: PageRenderer;

beforeAll(async () => {
  renderer = await createPageRenderer();
});

const CRAFTED = [
  '/ml//evil.example/x',
  '/ml///evil.example/x',
  '/ta//evil.example',
  '/hi//evil.example/x?next=1',
  '/ml/%2F/evil.example/x',
];

/** Every href in the HTML, entities undone as the browser reads them. */
const hrefsIn = (html: string) =>
  [...html.matchAll(/\shref="([^"]*)"/g)].map(([, href = '']) =>
    href.replace(/&amp;/g, '&').replace(/&#x27;/g, "'"),
  );

/** What a browser on this site makes of an href: it stays here, or it leaves. */
const staysHere = (href: string) =>
  new URL(href, 'https://puja.example.org/ml/somewhere').origin === 'https://puja.example.org';

describe('the not-found page rendered at a crafted address', () => {
  it.each(CRAFTED)('offers only links of this site at %s', async (address) => {
    const html = await renderer.render({
      address,
      language: splitLanguage(address.split('?')[0]!).language,
      data: {},
      clock: () => new Date(0),
    });
    const hrefs = hrefsIn(html);
    const languageLinks = [...html.matchAll(/<a [^>]*data-language-choice="[^"]*"[^>]*>/g)];
    expect(languageLinks.length).toBeGreaterThanOrEqual(4);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs.filter((href) => !href.startsWith('#'))) {
      expect(href, href).toMatch(/^\/(?![/\\])/);
      expect(staysHere(href), href).toBe(true);
    }
  });
});
