/**
 * The rate limits' counts in the database (rate-limit-store.ts): two servers
 * on one database count together, a window ends on the clock they share, its
 * rows are deleted once it has, and no key is forgotten however many there are.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ASTRO_PATHS } from '../../domain/astro/api';
import { buildServer } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { testClockEnv, testNowMs } from '../../tests/test-support/test-clock';
import { registerRateLimit } from './rate-limit';
import { countHit, deleteEndedWindows } from './rate-limit-store';

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const item of opened.splice(0).reverse()) await item.close();
});

async function database(): Promise<TestDatabase> {
  const db = await createTestDatabase();
  opened.push(db);
  return db;
}

/** A whole API server that opens its own connection to the database at `url`. */
async function serverOn(url: string, env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig({
    PAYMENT_ENV: 'sandbox',
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    ...testClockEnv(),
    ...env,
  });
  const app = await buildServer(config, { withSite: false });
  opened.push(app);
  return app;
}

/** A write from `client` (an empty body: refused 400 after it is counted, or 429). */
async function write(app: FastifyInstance, client: string): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: ASTRO_PATHS.lookup,
    remoteAddress: client,
    payload: {},
  });
  return response.statusCode;
}

describe('two servers on one database', () => {
  it('count each client once between them, per route and over the write budget', async () => {
    const { url } = await database();
    const env = { WRITE_RATE_LIMIT: '3', WRITE_BUDGET: '100' };
    const [a, b] = [await serverOn(url, env), await serverOn(url, env)];
    const client = '203.0.113.20';
    const statuses = [];
    for (const app of [a, b, a, b, a, b]) statuses.push(await write(app!, client));
    expect(statuses).toEqual([400, 400, 400, 429, 429, 429]);
    // Another client still has its own count, on either server.
    expect(await write(b!, '203.0.113.21')).toBe(400);
  });

  it('share the budget over all write routes', async () => {
    const { url } = await database();
    const env = { WRITE_RATE_LIMIT: '100', WRITE_BUDGET: '2' };
    const [a, b] = [await serverOn(url, env), await serverOn(url, env)];
    const client = '203.0.113.22';
    const on = (app: FastifyInstance, path: string) =>
      app
        .inject({ method: 'POST', url: path, remoteAddress: client, payload: {} })
        .then((response) => response.statusCode);
    expect(await on(a!, ASTRO_PATHS.lookup)).toBe(400);
    expect(await on(b!, ASTRO_PATHS.holds)).toBe(400);
    expect(await on(a!, ASTRO_PATHS.holds)).toBe(429);
    expect(await on(b!, ASTRO_PATHS.lookup)).toBe(429);
  });
});

describe('the counts', () => {
  it('open a window at a key’s first hit, start again once it ends, and delete ended rows', async () => {
    const { db } = await database();
    const start = testNowMs();
    const at = (ms: number) => new Date(start + ms);
    expect((await countHit(db, 'test', 'client', 60_000, at(0))).current).toBe(1);
    expect(await countHit(db, 'test', 'client', 60_000, at(59_000))).toEqual({
      current: 2,
      ttl: 1_000,
    });
    // Another key's window opens at its own first hit.
    expect(await countHit(db, 'test', 'other', 60_000, at(30_000))).toEqual({
      current: 1,
      ttl: 60_000,
    });
    // Another limit counts the same key apart.
    expect((await countHit(db, 'elsewhere', 'client', 60_000, at(59_500))).current).toBe(1);
    expect(await countHit(db, 'test', 'client', 60_000, at(60_000))).toEqual({
      current: 1,
      ttl: 60_000,
    });
    // At 90 s only "other" (30 s to 90 s) has ended; so has "elsewhere" at 119.5 s.
    expect(await deleteEndedWindows(db, at(90_000))).toBe(1);
    const left = await db
      .selectFrom('rate_limit_counts')
      .select(['bucket', 'client', 'hits'])
      .orderBy('bucket')
      .execute();
    expect(left).toEqual([
      { bucket: 'elsewhere', client: 'client', hits: 1 },
      { bucket: 'test', client: 'client', hits: 1 },
    ]);
  });

  it('are deleted by the servers once their window has ended', async () => {
    const { db } = await database();
    let nowMs = testNowMs();
    const app = Fastify();
    opened.push(app);
    await registerRateLimit(app, {
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      db,
      now: () => new Date(nowMs),
    });
    app.post('/limited', { config: { rateLimit: { max: 5, timeWindow: 60_000 } } }, () => ({}));
    const post = (client: string) =>
      app.inject({ method: 'POST', url: '/limited', remoteAddress: client });
    const clients = async () =>
      (await db.selectFrom('rate_limit_counts').select('client').orderBy('client').execute()).map(
        (row) => row.client,
      );
    await post('10.0.0.1');
    await post('10.0.0.2');
    nowMs += 30_000;
    await post('10.0.0.3');
    expect(await clients()).toEqual(['10.0.0.1', '10.0.0.2', '10.0.0.3']);
    // 89 s after the first: the first two windows have ended, the third (30 s to 90 s) has not.
    nowMs += 59_000;
    await post('10.0.0.4');
    expect(await clients()).toEqual(['10.0.0.3', '10.0.0.4']);
  });

  it('forget no client however many others come (the in-memory store forgot past 5,000)', async () => {
    const { db } = await database();
    const app = Fastify();
    opened.push(app);
    await registerRateLimit(app, {
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      db,
      now: () => new Date(testNowMs()),
    });
    app.post('/limited', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, () => ({}));
    const post = (client: string) =>
      app
        .inject({ method: 'POST', url: '/limited', remoteAddress: client })
        .then((response) => response.statusCode);
    expect(await post('10.0.0.1')).toBe(200);
    for (let batch = 0; batch < 50; batch++) {
      await Promise.all(Array.from({ length: 100 }, (_, i) => post(`10.1.${batch}.${i}`)));
    }
    expect(await post('10.0.0.1')).toBe(429);
  });
});
