/** The app's pages say, without JavaScript, what the prerender wrote in their language. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSitePages, renderPageHtml } from './page-html';
import { CONTENT_TEMPLATE_FILE, PRERENDERED_FILE } from './build-files';
import { notFoundKey } from '../../domain/site-routes';

const TEMPLATE = `<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div><noscript lang="en"
      >This site needs JavaScript.</noscript
    ></body></html>`;

const noscriptOf = (html: string) => /<noscript[^>]*>[\s\S]*?<\/noscript\s*>/.exec(html)?.[0];

describe('the noscript text', () => {
  it('is the page’s language’s when given, the template’s English (marked) otherwise', () => {
    const place = { language: 'ml', origin: '' };
    expect(noscriptOf(renderPageHtml(TEMPLATE, 't', 'd', '', place))).toBe(
      '<noscript lang="en"\n      >This site needs JavaScript.</noscript\n    >',
    );
    expect(
      noscriptOf(renderPageHtml(TEMPLATE, 't', 'd', '', { ...place, noscript: 'ജാവാസ്ക്രിപ്റ്റ് <b>' })),
    ).toBe('<noscript>ജാവാസ്ക്രിപ്റ്റ് &lt;b&gt;</noscript>');
  });

  it('is put on every wizard and order page in its language', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'noscript-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
    writeFileSync(
      path.join(dir, CONTENT_TEMPLATE_FILE),
      TEMPLATE.replace(/<noscript[\s\S]*noscript\s*>/, ''),
    );
    const says = (language: string) => `no script in ${language}`;
    const prerendered = Object.fromEntries(
      ['en', 'ml', 'ta', 'hi'].flatMap((language) => {
        const prefix = language === 'en' ? '' : `/${language}`;
        return [
          [
            `${prefix}/order-a-puja-online`,
            { title: 't', description: 'd', noscript: says(language) },
          ],
          [notFoundKey(language), { title: 't', description: 'd', noscript: says(language) }],
        ];
      }),
    );
    writeFileSync(path.join(dir, PRERENDERED_FILE), JSON.stringify(prerendered));
    const pages = loadSitePages(dir);
    for (const language of ['en', 'ml', 'ta', 'hi']) {
      const prefix = language === 'en' ? '' : `/${language}`;
      expect(noscriptOf(pages.byPath.get(`${prefix}/order-a-puja-online`)!)).toBe(
        `<noscript>${says(language)}</noscript>`,
      );
      expect(noscriptOf(pages.myOrder.get(language)!)).toBe(
        `<noscript>${says(language)}</noscript>`,
      );
    }
  });
});
