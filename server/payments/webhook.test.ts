/** Authorize.net webhooks: the signature check and the reconciliation hook. */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { registerRateLimit } from '../http/rate-limit';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { testNow } from '../../tests/test-support/test-clock';
import {
  anetSignature,
  ANET_WEBHOOK_PATH,
  registerWebhookRoute,
  type AnetNotification,
} from './webhook';

const config = loadConfig({
  PAYMENT_ENV: 'sandbox',
  ANET_SIGNATURE_KEY: 'A1B2C3D4E5',
  LOG_LEVEL: 'silent',
});
const received: AnetNotification[] = [];
let app: FastifyInstance;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  app = Fastify();
  // The webhook counts its posts with the server's rate-limit plugin (in the database).
  await registerRateLimit(app, { config, db: database.db, now: testNow });
  await registerWebhookRoute(app, config, async (notification) => {
    received.push(notification);
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const body = JSON.stringify({
  notificationId: 'd0e8e7fe-c3e7-4add-a480-27bc5ce28a8a',
  eventType: 'net.authorize.payment.authcapture.created',
  eventDate: '2026-11-22T02:00:00.000Z',
  webhookId: '63d6fea2-aa13-4b1d-a204-f5fbc15942b7',
  payload: {
    responseCode: 1,
    authCode: 'LZ6I19',
    avsResponse: 'Y',
    authAmount: 51.0,
    merchantReferenceId: 'PW-20261122-0001',
    entityName: 'transaction',
    id: '40012345678',
  },
});

const post = (payload: string, signature?: string) =>
  app.inject({
    method: 'POST',
    url: ANET_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      ...(signature !== undefined && { 'x-anet-signature': signature }),
    },
    payload,
  });

describe('POST anet/webhook', () => {
  it('accepts a body signed with HMAC-SHA512 of its raw bytes and calls the hook', async () => {
    const signature = anetSignature(body, 'A1B2C3D4E5');
    expect(signature).toMatch(/^[0-9A-F]{128}$/);
    const response = await post(body, `sha512=${signature}`);
    expect(response.statusCode).toBe(200);
    expect(received.at(-1)).toMatchObject({
      eventType: 'net.authorize.payment.authcapture.created',
      payload: { id: '40012345678', merchantReferenceId: 'PW-20261122-0001', authAmount: 51 },
    });
    // Lower-case hex is the same signature.
    expect((await post(body, `sha512=${signature.toLowerCase()}`)).statusCode).toBe(200);
  });

  it('refuses a missing, malformed or wrong signature, and a body changed after signing', async () => {
    const count = received.length;
    expect((await post(body)).statusCode).toBe(401);
    expect((await post(body, 'sha512=ABC')).statusCode).toBe(401);
    expect((await post(body, `sha512=${anetSignature(body, 'other-key')}`)).statusCode).toBe(401);
    const changed = body.replace('"authAmount":51', '"authAmount":5100');
    expect(changed).not.toBe(body);
    expect((await post(changed, `sha512=${anetSignature(body, 'A1B2C3D4E5')}`)).statusCode).toBe(
      401,
    );
    // Re-serialising the JSON (spacing) changes the bytes: only the raw body counts.
    const spaced = JSON.stringify(JSON.parse(body), null, 1);
    expect((await post(spaced, `sha512=${anetSignature(body, 'A1B2C3D4E5')}`)).statusCode).toBe(
      401,
    );
    expect(received.length).toBe(count);
  });

  it('answers 400 to a signed body that is not a notification', async () => {
    const junk = '{"hello":"world"}';
    const response = await post(junk, `sha512=${anetSignature(junk, 'A1B2C3D4E5')}`);
    expect(response.statusCode).toBe(400);
  });
});
