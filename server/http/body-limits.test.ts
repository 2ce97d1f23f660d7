/**
 * Each route reads at most the body it needs: a form's routes refuse 20 kB with
 * 413 in the API's shape before any schema runs, an order reads up to 64 kB, the
 * console its larger edits, and a route added later is small by default.
 */
import { describe, expect, it } from 'vitest';
import { ASTRO_API_BASE, ASTRO_PATHS } from '../../domain/astro/api';
import { ORDER_SUBMIT_PATHS } from '../../domain/constants';
import { MY_ORDER_API } from '../../domain/my-order-paths';
import { ERASURE_REQUESTS_PATH } from '../../domain/privacy/retention';
import { STAFF_API } from '../../domain/staff/roles';
import { startedForTheFile } from '../test-support/for-the-file';
import { startApiServer } from '../test-support/api-server';
import { BODY_LIMITS } from './body-limits';
import { writeRoutes } from './route-table';

const server = startedForTheFile(() => startApiServer());

/** A JSON body of about `bytes` bytes whose one string field is `field`. */
const bodyOf = (field: string, bytes: number) => JSON.stringify({ [field]: 'a'.repeat(bytes) });

async function post(path: string, body: string) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, body: (await response.json()) as { error?: { code: string } } };
}

const FORMS = [
  MY_ORDER_API.find,
  ERASURE_REQUESTS_PATH,
  `${STAFF_API}/sign-in`,
  `${STAFF_API}/passkeys/sign-in`,
  ASTRO_PATHS.holds,
  ASTRO_PATHS.lookup,
  `${ASTRO_API_BASE}/bookings/ABCD2345/cancel`,
];

describe('body limits per route', () => {
  it.each(FORMS)('%s refuses 20 kB with 413 PAYLOAD_TOO_LARGE', async (path) => {
    const answer = await post(path, bodyOf('email', 20 * 1024));
    expect(answer.status).toBe(413);
    expect(answer.body.error?.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('an order reads 20 kB (refused by its schema, 400) and refuses 100 kB with 413', async () => {
    const read = await post(ORDER_SUBMIT_PATHS.puja, bodyOf('notes', 20 * 1024));
    expect(read.status).toBe(400);
    const big = await post(ORDER_SUBMIT_PATHS.puja, bodyOf('notes', 100 * 1024));
    expect(big.status).toBe(413);
  });

  it('every public write route is limited to a form, except the orders and the webhook', async () => {
    const consoleRoutes = (url: string) =>
      url.startsWith(STAFF_API) &&
      !url.startsWith(`${STAFF_API}/sign-in`) &&
      !url.startsWith(`${STAFF_API}/passkeys/sign-in`);
    const larger = new Set<string>([...Object.values(ORDER_SUBMIT_PATHS)]);
    const publicRoutes = writeRoutes(server.app).filter(
      (route) =>
        route.method === 'POST' &&
        !consoleRoutes(route.url) &&
        !larger.has(route.url) &&
        !route.url.startsWith('/sandbox-gateway') &&
        !route.url.includes('/anet/webhook') &&
        !route.url.includes('/astrologer/'),
    );
    expect(publicRoutes.length).toBeGreaterThan(FORMS.length);
    for (const route of publicRoutes) {
      const path = route.url.replace(/:[A-Za-z]+/g, 'ABCD2345');
      const answer = await post(path, bodyOf('x', BODY_LIMITS.form + 1024));
      expect({ route: route.url, status: answer.status }).toEqual({
        route: route.url,
        status: 413,
      });
    }
  });
});
