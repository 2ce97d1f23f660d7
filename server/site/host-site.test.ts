/** The site host serves the build but not its private artefacts, and refusals are not errors. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { testClockEnv } from '../../tests/test-support/test-clock';

let dir: string;
let database: TestDatabase;
let app: FastifyInstance;
const lines: { level: number; msg?: string }[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'puja-site-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>x</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'prerendered.json'), JSON.stringify({ '*': '<p>PRIVATE-BODY</p>' }));
  writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'console.log(1);');
  database = await createTestDatabase();
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const config = loadConfig({
    PAYMENT_ENV: 'sandbox',
    STATIC_DIR: dir,
    LOG_LEVEL: 'info',
    ...testClockEnv(),
  });
  app = await buildServer(config, { db: database.db, logStream });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('site host', () => {
  it('serves assets but never prerendered.json', async () => {
    expect((await app.inject({ url: '/assets/app-1234.js' })).statusCode).toBe(200);
    for (const url of ['/prerendered.json', '/PRERENDERED.JSON', '/assets/../prerendered.json']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('"*"');
    }
  });

  it('answers a path escaping the root in the error shape, logged as a refusal, not an error', async () => {
    const response = await app.inject({ url: '/..%2f..%2fetc%2fpasswd' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain('root:');
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('sends no Referer from the reschedule page, whose address carries the booking token', async () => {
    const page = await app.inject({ url: '/astro-reschedule?code=ABCD2345&token=s3cr3t' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('private, no-store');
    const home = await app.inject({ url: '/' });
    expect(home.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('keeps an order’s page out of search engines, caches and Referers', async () => {
    const page = await app.inject({ url: `/my-order/${'T'.repeat(43)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    const home = await app.inject({ url: '/' });
    expect(home.body).not.toContain('name="robots"');
  });

  it('serves an order’s page and Find my order in each language, with its lang', async () => {
    for (const language of ['ml', 'ta', 'hi']) {
      const order = await app.inject({ url: `/${language}/my-order/${'T'.repeat(43)}` });
      expect(order.statusCode).toBe(200);
      expect(order.body).toContain(`<html lang="${language}">`);
      expect(order.headers['referrer-policy']).toBe('no-referrer');
      expect(order.headers['x-robots-tag']).toBe('noindex, nofollow');
      const find = await app.inject({ url: `/${language}/find-my-order` });
      expect(find.statusCode).toBe(200);
      expect(find.body).toContain(`<html lang="${language}">`);
    }
  });
});
