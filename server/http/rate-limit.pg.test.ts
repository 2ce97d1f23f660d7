/**
 * Three servers on one PostgreSQL limit as one: Find my order asked from one
 * client address, all at once and spread over the three, is accepted exactly
 * WRITE_RATE_LIMIT times in all (each count is one atomic upsert, so racing
 * servers neither lose nor double a count), and refused 429 past it.
 *
 * It needs PostgreSQL (TEST_DATABASE_URL=postgres://...): vitest.config.ts
 * includes `*.pg.test.ts` files only in the api tests' PostgreSQL step.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MY_ORDER_API } from '../../domain/my-order';
import { buildServer } from '../app';
import { loadConfig } from '../config';
import {
  createTestDatabase,
  testEngineUrl,
  type TestDatabase,
} from '../test-support/test-database';
import { testClockEnv } from '../../tests/test-support/test-clock';

if (!/^postgres(ql)?:\/\//.test(testEngineUrl() ?? '')) {
  throw new Error('This test needs TEST_DATABASE_URL=postgres://... (npm test sets it)');
}

const LIMIT = 10;
let database: TestDatabase;
const servers: FastifyInstance[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  for (let i = 0; i < 3; i++) {
    const config = loadConfig({
      PAYMENT_ENV: 'sandbox',
      DATABASE_URL: database.url,
      LOG_LEVEL: 'silent',
      WRITE_RATE_LIMIT: String(LIMIT),
      ...testClockEnv(),
    });
    // Each server opens its own connection pool to the one database.
    servers.push(await buildServer(config, { withSite: false }));
  }
});

afterAll(async () => {
  for (const server of servers) await server.close();
  await database?.close();
});

it('accepts Find my order from one client as often as one server would, over three', async () => {
  const asks = Array.from({ length: 3 * LIMIT }, (_, i) =>
    servers[i % 3]!.inject({
      method: 'POST',
      url: MY_ORDER_API.find,
      remoteAddress: '198.51.100.30',
      // A number of its own each time: only the client's limit can refuse it.
      payload: { orderNumber: `NOSUCH${i}`, email: 'devotee@example.org' },
    }),
  );
  const statuses = (await Promise.all(asks)).map((answer) => answer.statusCode);
  expect(statuses.filter((status) => status === 202)).toHaveLength(LIMIT);
  expect(statuses.filter((status) => status === 429)).toHaveLength(2 * LIMIT);
  const rows = await database.db
    .selectFrom('rate_limit_counts')
    .select(['bucket', 'hits'])
    .where('client', '=', '198.51.100.30')
    .execute();
  // The route's count and the write budget's, each one row for all three servers.
  expect(rows.map((row) => row.hits).sort()).toEqual([3 * LIMIT, 3 * LIMIT]);
});
