/** The site host serves the build but not its private artefacts, and refusals are not errors. */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { startedForTheFile } from '../test-support/for-the-file';
import { builtSiteForTheFile, startSiteServer } from './test-support/built-site';

const lines: { level: number; msg?: string }[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
const dir = builtSiteForTheFile('puja-site-', {
  htmlAttributes: '',
  prerendered: { '*': '<p>PRIVATE-BODY</p>' },
  assets: { 'app-1234.js': 'console.log(1);' },
});
const site = startedForTheFile(() => startSiteServer(dir, { LOG_LEVEL: 'info' }, logStream));

describe('site host', () => {
  it('serves assets but never prerendered.json', async () => {
    expect((await site.app.inject({ url: '/assets/app-1234.js' })).statusCode).toBe(200);
    for (const url of ['/prerendered.json', '/PRERENDERED.JSON', '/assets/../prerendered.json']) {
      const response = await site.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('"*"');
    }
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
