/**
 * The webhook's own rate limit: a visitor's address that has spent its write
 * budget does not block Authorize.net's deliveries, and the webhook has its
 * own ceiling for all senders together. The signature is checked first: forged
 * posts count against their sender's own limit, never against the genuine one.
 */
import { describe, expect, it } from 'vitest';
import { ORDER_SUBMIT_PATHS } from '../../domain/constants';
import { startApiServer } from '../test-support/api-server';
import { postJson } from '../test-support/order-fixtures';
import { postWebhook } from '../test-support/payment-fixtures';
import { startedForTheFile } from '../test-support/for-the-file';

const LIMITS = { WRITE_RATE_LIMIT: '2', WRITE_BUDGET: '2', WEBHOOK_RATE_LIMIT: '5' };
const EVENT = 'net.authorize.payment.authcapture.created';
const server = startedForTheFile(() => startApiServer({ env: LIMITS }));
const forgedAt = startedForTheFile(() => startApiServer({ env: LIMITS }));

describe('the webhook rate limit', () => {
  it('is apart from the visitors’ write budget, with its own ceiling', async () => {
    const writes = [];
    for (let i = 0; i < 3; i++) {
      writes.push((await postJson(server.baseUrl, ORDER_SUBMIT_PATHS.puja, {})).status);
    }
    expect(writes.at(-1)).toBe(429);
    const deliveries = [];
    for (let i = 0; i < 6; i++) {
      const response = await postWebhook(server.baseUrl, server.config.anet.signatureKey, EVENT, {
        id: String(40_000_000_000 + i),
        responseCode: 1,
      });
      deliveries.push(response.status);
    }
    expect(deliveries).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('forged webhook posts', () => {
  it('are refused before they count, limited on their own, and never starve genuine ones', async () => {
    const forged = [];
    for (let i = 0; i < 12; i++) {
      const response = await postWebhook(forgedAt.baseUrl, 'not-the-signature-key', EVENT, {
        id: String(41_000_000_000 + i),
        responseCode: 1,
      });
      forged.push(response.status);
    }
    expect(forged).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    const genuine = [];
    for (let i = 0; i < 6; i++) {
      const response = await postWebhook(
        forgedAt.baseUrl,
        forgedAt.config.anet.signatureKey,
        EVENT,
        { id: String(42_000_000_000 + i), responseCode: 1 },
      );
      genuine.push(response.status);
    }
    expect(genuine).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
