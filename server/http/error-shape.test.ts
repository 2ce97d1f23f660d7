/**
 * One error shape for every refusal, also those raised by Fastify's router,
 * its body parser and Node's HTTP parser, and a 400 always names its fields.
 */
import { describe, expect, it } from 'vitest';
import { ORDER_SUBMIT_PATHS } from '../../domain/constants';
import { ASTRO_API_BASE, ASTRO_PATHS } from '../../domain/astro/api';
import { startApiServer } from '../test-support/api-server';
import { rawRequest } from '../test-support/raw-http';
import { anetSignature, ANET_WEBHOOK_PATH } from '../payments/webhook';
import { startedForTheFile } from '../test-support/for-the-file';
import { holdBody } from '../test-support/payment-fixtures';

const server = startedForTheFile(() =>
  startApiServer({ env: { ANET_SIGNATURE_KEY: SIGNATURE_KEY } }),
);
const SIGNATURE_KEY = 'F00DFACE1234';

interface ErrorBody {
  error: { code: string; message: string; fields?: { path: string; message: string }[] };
}

function expectShape(status: number, text: string, fieldPath?: string): ErrorBody {
  const body = JSON.parse(text) as ErrorBody;
  expect(Object.keys(body)).toEqual(['error']);
  expect(typeof body.error.code).toBe('string');
  expect(typeof body.error.message).toBe('string');
  if (status === 400) {
    expect(body.error.fields?.length).toBeGreaterThan(0);
    if (fieldPath) expect(body.error.fields?.map((f) => f.path)).toContain(fieldPath);
  }
  return body;
}

async function post(path: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: response.status, text: await response.text() };
}

/** Posts `body` to the gateway's webhook, signed as the gateway signs it. */
const postSignedWebhook = (body: string) =>
  post(ANET_WEBHOOK_PATH, body, {
    'x-anet-signature': `sha512=${anetSignature(body, SIGNATURE_KEY)}`,
  });

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('errors of Node and Fastify in the API shape', () => {
  it('431 for headers that are too large', async () => {
    const answer = await rawRequest(
      server.baseUrl,
      `GET /puja-web-v2/api/puja/regions HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(expectShape(431, answer.body).error.code).toBe('HEADERS_TOO_LARGE');
  });

  it('400 naming (request) for malformed HTTP', async () => {
    const answer = await rawRequest(server.baseUrl, 'HELLO THERE\r\n\r\n');
    expect(answer.status).toBe(400);
    expectShape(400, answer.body, '(request)');
  });

  it('414 for an over-long path parameter', async () => {
    const { status, text } = await post(
      `${ASTRO_API_BASE}/bookings/${'A'.repeat(500)}/cancel`,
      '{}',
    );
    expect(status).toBe(414);
    expect(expectShape(status, text).error.code).toBe('URI_TOO_LONG');
  });

  it('400 naming (url) for a malformed %-escape', async () => {
    const { status, text } = await post(`${ASTRO_API_BASE}/bookings/%E0%A4%A/cancel`, '{}');
    expect(status).toBe(400);
    expectShape(status, text, '(url)');
  });

  it('413 for a body over the limit, 400 (body) for bad JSON and other content types', async () => {
    const big = await post(
      ORDER_SUBMIT_PATHS.puja,
      JSON.stringify({ notes: 'x'.repeat(2_000_000) }),
    );
    expect(big.status).toBe(413);
    expect(expectShape(413, big.text).error.code).toBe('PAYLOAD_TOO_LARGE');
    const bad = await post(ORDER_SUBMIT_PATHS.puja, '{"a":');
    expect(bad.status).toBe(400);
    expectShape(400, bad.text, '(body)');
    const text = await post(ORDER_SUBMIT_PATHS.puja, 'hello', { 'content-type': 'text/plain' });
    expect(text.status).toBe(400);
    expectShape(400, text.text, '(body)');
    const proto = await post(ORDER_SUBMIT_PATHS.puja, '{"__proto__":{"x":1}}');
    expect(proto.status).toBe(400);
    expectShape(400, proto.text, '(body)');
  });

  it('404 in the shape for an unknown API route', async () => {
    const { status, text } = await post('/puja-web-v2/api/nothing-here', '{}');
    expect(status).toBe(404);
    expect(expectShape(status, text).error.code).toBe('NOT_FOUND');
  });
});

describe('bodies are checked before any work', () => {
  it('refuses 8,000-deep JSON on every write route with 400 (body), keyed or not', async () => {
    // 16,000 bytes: under a form's body limit (server/http/body-limits.ts), so the depth is what is refused.
    const body = deep(8_000);
    const paths = [
      ORDER_SUBMIT_PATHS.puja,
      ASTRO_PATHS.holds,
      `${ASTRO_API_BASE}/bookings/ABCD2345/pay`,
      `${ASTRO_API_BASE}/bookings/ABCD2345/reschedule`,
    ];
    for (const path of paths) {
      const { status, text } = await post(path, body, {
        'idempotency-key': `deep-key-${path.length}`,
      });
      expect(status, path).toBe(400);
      expect(expectShape(status, text, '(body)').error.message).toMatch(/nested too deeply/);
    }
    const signed = await postSignedWebhook(body);
    expect(signed.status).toBe(400);
    expectShape(400, signed.text, '(body)');
  });
});

describe('NUL characters, which PostgreSQL cannot store, are refused before any work', () => {
  it('in a body field, a path parameter or the webhook, naming where', async () => {
    const body = await post(
      ASTRO_API_BASE + '/bookings/lookup',
      JSON.stringify({ code: 'ABCD2345', email: 'a\u0000@example.org' }),
    );
    expect(body.status).toBe(400);
    expectShape(400, body.text, 'email');
    const param = await post(`${ASTRO_API_BASE}/bookings/AB%00CD/cancel`, '{"email":"a@b.co"}');
    expect(param.status).toBe(400);
    expectShape(400, param.text, 'code');
    const note = JSON.stringify({
      notificationId: 'n\u0000',
      eventType: 'x',
      eventDate: '',
      webhookId: '',
      payload: {},
    });
    const signed = await postSignedWebhook(note);
    expect(signed.status).toBe(400);
    expectShape(400, signed.text, 'notificationId');
  });
});

describe('every 400 names its fields', () => {
  it('the webhook names what is wrong with a signed non-notification', async () => {
    const body = JSON.stringify({ notificationId: 'n-1', eventType: 7, payload: {} });
    const { status, text } = await postSignedWebhook(body);
    expect(status).toBe(400);
    const paths = expectShape(status, text).error.fields?.map((field) => field.path);
    expect(paths).toEqual(expect.arrayContaining(['eventType', 'eventDate', 'webhookId']));
  });

  const hold = (fields: object) =>
    JSON.stringify({ ...holdBody('2031-03-04T03:17:00.000Z'), ...fields });

  it('a hold for an unknown reading or astrologer names that field', async () => {
    for (const [fields, path] of [
      [{ readingTypeId: 9999 }, 'readingTypeId'],
      [{ astrologerId: 9999 }, 'astrologerId'],
    ] as const) {
      const { status, text } = await post(ASTRO_PATHS.holds, hold(fields));
      expect(status).toBe(400);
      const paths = expectShape(status, text).error.fields?.map((field) => field.path);
      expect(paths).toEqual([path]);
    }
  });

  it('a time the astrologer does not offer names the slot', async () => {
    const { status, text } = await post(ASTRO_PATHS.holds, hold({}));
    expect(status).toBe(400);
    const body = expectShape(status, text, 'start');
    expect(body.error.code).toBe('SLOT_NOT_OFFERED');
    expect(body.error.fields?.[0]?.message).toContain('2031-03-04T03:17:00.000Z');
  });
});
