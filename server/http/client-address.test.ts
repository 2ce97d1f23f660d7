/**
 * Rate limits are keyed by the address the trusted proxy saw: X-Forwarded-For
 * entries a client adds itself count for nothing, and one address has a budget
 * over all write routes together besides each route's own limit.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ASTRO_PATHS } from '../../domain/astro/api';
import { ORDER_SUBMIT_PATHS } from '../../domain/constants';
import { JYOTISH_PATHS } from '../../domain/jyotish/api';
import { startApiServer, type ApiTestServer } from '../test-support/api-server';

let server: ApiTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function write(path: string, forwardedFor?: string): Promise<number> {
  const response = await fetch(`${server!.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor && { 'x-forwarded-for': forwardedFor }),
    },
    body: '{}',
  });
  const body = (await response.json()) as { error?: { code: string } };
  if (response.status === 429) expect(body.error?.code).toBe('RATE_LIMITED');
  return response.status;
}

/** Statuses of `count` writes to one route, each with a new spoofed first hop. */
async function spoofed(count: number, realClient: string, path = ASTRO_PATHS.lookup) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++)
    statuses.push(await write(path, `198.51.100.${i}, ${realClient}`));
  return statuses;
}

describe('TRUST_PROXY naming the proxy (the test client is the proxy, 127.0.0.1)', () => {
  for (const trust of ['127.0.0.1', '127.0.0.0/8', '1']) {
    it(`TRUST_PROXY=${trust}: the limit follows the address the proxy saw`, async () => {
      server = await startApiServer({ env: { TRUST_PROXY: trust, WRITE_RATE_LIMIT: '3' } });
      expect(await spoofed(4, '203.0.113.7')).toEqual([400, 400, 400, 429]);
      // Another client behind the same proxy has its own limit.
      expect(await spoofed(1, '203.0.113.8')).toEqual([400]);
    });
  }

  it('without TRUST_PROXY the header is ignored: the peer address is the client', async () => {
    server = await startApiServer({ env: { WRITE_RATE_LIMIT: '3' } });
    expect(await spoofed(2, '203.0.113.7')).toEqual([400, 400]);
    expect(await spoofed(2, '203.0.113.8')).toEqual([400, 429]);
  });
});

describe('the write budget over all write routes', () => {
  it('stops one address after WRITE_BUDGET writes spread over several routes', async () => {
    server = await startApiServer({
      env: { TRUST_PROXY: '127.0.0.1', WRITE_RATE_LIMIT: '100', WRITE_BUDGET: '4' },
    });
    const client = '203.0.113.9';
    expect(await write(ASTRO_PATHS.lookup, client)).toBe(400);
    expect(await write(ASTRO_PATHS.lookup, client)).toBe(400);
    expect(await write(ASTRO_PATHS.holds, client)).toBe(400);
    expect(await write(ORDER_SUBMIT_PATHS.puja, client)).toBe(400);
    expect(await write(ORDER_SUBMIT_PATHS.regionalPuja, client)).toBe(429);
    expect(await write(ASTRO_PATHS.holds, client)).toBe(429);
    // Other addresses, and reads, are not affected.
    expect(await write(ORDER_SUBMIT_PATHS.puja, '203.0.113.10')).toBe(400);
    const read = await fetch(`${server.baseUrl}/puja-web-v2/api/puja/regions`, {
      headers: { 'x-forwarded-for': client },
    });
    expect(read.status).toBe(200);
  });
});

describe('the birth-star and place searches (about 80 ms of CPU each)', () => {
  it('share one limit per client address, the one the trusted proxy saw', async () => {
    server = await startApiServer({ env: { TRUST_PROXY: '127.0.0.1', SEARCH_RATE_LIMIT: '3' } });
    const search = async (path: string, client: string) => {
      const response = await fetch(`${server!.baseUrl}${path}`, {
        headers: { 'x-forwarded-for': `198.51.100.9, ${client}` },
      });
      const body = (await response.json()) as { error?: { code: string } };
      if (response.status === 429) expect(body.error?.code).toBe('RATE_LIMITED');
      return response.status;
    };
    const places = `${JYOTISH_PATHS.places}?q=Kollam`;
    const star = `${JYOTISH_PATHS.birthStar}?date=1953-09-27&time=09:10&place=Kollam`;
    const statuses = [];
    for (const path of [places, star, places, star]) {
      statuses.push(await search(path, '203.0.113.7'));
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await search(star, '203.0.113.8')).toBe(200);
  });
});
