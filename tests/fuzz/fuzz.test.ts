/**
 * The CI part of the fuzz run (`npm run fuzz` sends 12,000): 2,000 mutated
 * requests over every write route of a fresh server (SQLite, or PostgreSQL
 * with TEST_DATABASE_URL), with no 5xx, no 4xx out of the error shape, no
 * 400 without fields, and the server healthy afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSeed } from '../test-support/test-seed';
import { ORDER_SUBMIT_PATHS } from '../../domain/constants';
import { HEALTH_PATH } from '../../server/http/health';
import { writeRoutes } from '../../server/http/route-table';
import { startApiServer, type ApiTestServer } from '../../server/test-support/api-server';
import { createFakeGateway } from '../../server/test-support/fake-gateway';
import { FUZZ_SERVER_ENV, fuzz, refusalProblem, summary } from './fuzzer';

let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiServer({ payments: createFakeGateway(), env: FUZZ_SERVER_ENV });
});
afterAll(async () => server?.close());

describe('refusalProblem', () => {
  it('accepts the error shape and refuses everything else', () => {
    const shaped =
      '{"error":{"code":"VALIDATION","message":"m","fields":[{"path":"a","message":"b"}]}}';
    expect(refusalProblem(400, shaped)).toBeNull();
    expect(refusalProblem(404, '{"error":{"code":"NOT_FOUND","message":"m"}}')).toBeNull();
    expect(refusalProblem(400, '{"error":{"code":"VALIDATION","message":"m"}}')).toBe(
      '400 without fields',
    );
    expect(
      refusalProblem(431, '{"statusCode":431,"error":"Too large","message":"m"}'),
    ).not.toBeNull();
    expect(refusalProblem(403, '<html>')).toBe('not JSON');
  });
});

describe('fuzzing every write endpoint', () => {
  it('2,000 mutated requests: no 5xx, no 4xx without the error shape and fields', async () => {
    const report = await fuzz(server, { requests: 2_000, seed: testSeed() ?? 15 });
    console.log(summary(report));
    expect(report.requests).toBe(2_000);
    // Every write route of the route table is a target, the staff and astrology ones included.
    const sandbox = (url: string) => url.startsWith('/sandbox-gateway');
    const all = writeRoutes(server.app)
      .filter((route) => !sandbox(route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(report.routes).toEqual(all);
    expect(report.routes).toEqual(
      expect.arrayContaining([
        `POST ${ORDER_SUBMIT_PATHS.puja}`,
        'POST /puja-web-v2/api/astro/holds',
        'POST /puja-web-v2/api/astro/bookings/:code/pay',
        'POST /puja-web-v2/api/anet/webhook',
        'POST /puja-web-v2/api/staff/events',
      ]),
    );
    expect(report.serverErrors).toEqual([]);
    expect(report.badRefusals).toEqual([]);
    const health = await fetch(`${server.baseUrl}${HEALTH_PATH}`);
    expect(health.status).toBe(200);
  }, 300_000);
});
