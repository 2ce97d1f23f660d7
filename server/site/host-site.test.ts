/** The site host serves the build but not its private artefacts, and refusals are not errors. */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { startedForTheFile } from '../test-support/for-the-file';
import { builtSiteForTheFile, startSiteServer } from './test-support/built-site';
import { testNowMs } from '../../tests/test-support/test-clock';

const lines: { level: number; msg?: string }[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
const dir = builtSiteForTheFile('puja-site-', {
  htmlAttributes: '',
  prerendered: { '/types-of-puja': { title: 'Types', description: 'PRIVATE-TITLES' } },
  rendered: { '/types-of-puja': '<h1>Types of Pujas</h1>', '*': '<h1>Not found</h1>' },
  assets: { 'app-1234.js': 'console.log(1);' },
});
const site = startedForTheFile(() => startSiteServer(dir, { LOG_LEVEL: 'info' }, logStream));

describe('site host', () => {
  it('serves assets but never prerendered.json or the page renderer', async () => {
    expect((await site.app.inject({ url: '/assets/app-1234.js' })).statusCode).toBe(200);
    for (const url of [
      '/prerendered.json',
      '/PRERENDERED.JSON',
      '/assets/../prerendered.json',
      '/ssr/render-page.mjs',
      '/SSR/render-page.mjs',
      '/assets/../ssr/render-page.mjs',
    ]) {
      const response = await site.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('PRIVATE-TITLES');
      expect(response.body).not.toContain('createPageRenderer');
    }
  });

  it('redirects the built shells’ own names to the home page', async () => {
    for (const url of ['/index.html', '/content.html?x=1']) {
      const response = await site.app.inject({ url });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(url.includes('?') ? '/?x=1' : '/');
    }
  });

  it('renders a content page per request with the live catalog, temple details and clock', async () => {
    const before = testNowMs();
    const page = await site.app.inject({ url: '/types-of-puja' });
    const after = testNowMs();
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toContain('Accept-Language');
    const given = JSON.parse(/<!--given (.*?)-->/.exec(page.body)![1]!) as Record<string, unknown>;
    expect(given.pujas).toBeGreaterThan(0);
    expect(given.centre).toEqual(expect.any(String));
    expect(given.retention).toBe(true);
    // The server's clock (the tests' clock, with TEST_NOW), read while it answered.
    const now = Date.parse(given.now as string);
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(after);
    expect(page.body).toContain('<div id="root"><h1>Types of Pujas</h1>');
    expect(page.body).toContain('src="/assets/content-1234.js"');
  });

  it('suggests the browser’s language on an English page until the visitor has chosen', async () => {
    const given = async (headers: Record<string, string>) => {
      const page = await site.app.inject({ url: '/types-of-puja', headers });
      return (JSON.parse(/<!--given (.*?)-->/.exec(page.body)![1]!) as { suggestion: unknown })
        .suggestion;
    };
    expect(await given({ 'accept-language': 'fr-FR, ta;q=0.8, ml;q=0.9' })).toBe('ml');
    expect(await given({ 'accept-language': 'en-GB, ml;q=0.9' })).toBeNull();
    expect(await given({ 'accept-language': 'ml;q=0, ta' })).toBe('ta');
    expect(await given({ 'accept-language': 'ml', cookie: 'a=b; puja-language=en' })).toBeNull();
    // A value that is no language code is no choice (and no error).
    expect(await given({ 'accept-language': 'ml', cookie: 'puja-language=%E0%zz' })).toBe('ml');
    expect(await given({})).toBeNull();
    // A 16 kB header is read only as far as its first few hundred characters.
    expect(await given({ 'accept-language': `${'x-y,'.repeat(4_000)}ml` })).toBeNull();
    const missing = await site.app.inject({
      url: '/no-such-page',
      headers: { 'accept-language': 'hi' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(
      '<h1>Not found</h1><!--given {"address":"/no-such-page","suggestion":"hi"',
    );
  });

  it('renders the not-found page at the address asked for, old .html names included', async () => {
    const page = await site.app.inject({ url: '/ml/no-such-page' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<!--given {"address":"/ml/no-such-page"');
    const oldName = await site.app.inject({ url: '/no-such-page.html' });
    expect(oldName.statusCode).toBe(404);
    expect(oldName.body).toContain('<h1>Not found</h1>');
  });

  it.each([
    ['/ml//evil.example/x', '/ml/evil.example/x'],
    ['/ml///evil.example/x?next=1', '/ml/evil.example/x?next=1'],
    ['//evil.example/x', '/evil.example/x'],
    ['/ta/\\evil.example/x', '/ta/evil.example/x'],
    ['/hi/%5C%5Cevil.example/x', '/hi/%5C%5Cevil.example/x'],
  ])('renders the not-found page for %s at a path of this site, %s', async (url, address) => {
    const page = await site.app.inject({ url });
    expect(page.statusCode).toBe(404);
    const given = JSON.parse(/<!--given (.*?)-->/.exec(page.body)![1]!) as { address: string };
    expect(given.address).toBe(address);
    expect(page.body).not.toMatch(/href="\/\//);
  });

  it.each([
    ['GET', '/assets/gone-1234.js'],
    ['GET', '/favicon.ico'],
    ['GET', '/wp-login.php'],
    ['POST', '/Types_of_Puja.html'],
    ['POST', '/no-such-page'],
  ] as const)('answers %s %s, no page, with a plain 404 and no render', async (method, url) => {
    const response = await site.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toBe('Not found');
  });

  it('answers a path escaping the root in the error shape, logged as a refusal, not an error', async () => {
    const response = await site.app.inject({ url: '/..%2f..%2fetc%2fpasswd' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain('root:');
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('sends no Referer from the reschedule page, whose address carries the booking token', async () => {
    const page = await site.app.inject({ url: '/astro-reschedule?code=ABCD2345&token=s3cr3t' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('private, no-store');
    const home = await site.app.inject({ url: '/' });
    expect(home.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('keeps an order’s page out of search engines, caches and Referers', async () => {
    const page = await site.app.inject({ url: `/my-order/${'T'.repeat(43)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    const home = await site.app.inject({ url: '/' });
    expect(home.body).not.toContain('name="robots"');
  });

  it('serves an order’s page and Find my order in each language, with its lang', async () => {
    for (const language of ['ml', 'ta', 'hi']) {
      const order = await site.app.inject({ url: `/${language}/my-order/${'T'.repeat(43)}` });
      expect(order.statusCode).toBe(200);
      expect(order.body).toContain(`<html lang="${language}">`);
      expect(order.headers['referrer-policy']).toBe('no-referrer');
      expect(order.headers['x-robots-tag']).toBe('noindex, nofollow');
      const find = await site.app.inject({ url: `/${language}/find-my-order` });
      expect(find.statusCode).toBe(200);
      expect(find.body).toContain(`<html lang="${language}">`);
    }
  });
});
