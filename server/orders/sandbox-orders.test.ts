/** Orders paid through the real Authorize.net client against the sandbox gateway on the same server. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORDER_SUBMIT_PATHS } from '../../domain/constants';
import type { OrderPrefs } from '../../domain/prefs';
import { startApiServer, type ApiTestServer } from '../test-support/api-server';
import {
  catalogTotal,
  fetchOrderPrefs,
  postJson,
  pujaOrderPayload,
  sandboxCardToken,
} from '../test-support/order-fixtures';
import { readOrder } from './order-view';
import { reconcilePayments } from '../payments/attempts';

let server: ApiTestServer;
let prefs: OrderPrefs;

beforeAll(async () => {
  vi.stubEnv('SANDBOX_SLOW_ANSWER_MS', '4000');
  server = await startApiServer({ env: { ANET_TIMEOUT_MS: '1000' } });
  prefs = await fetchOrderPrefs(server.baseUrl);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

const submit = async (body: unknown, key = crypto.randomUUID()) => {
  const response = await postJson(server.baseUrl, ORDER_SUBMIT_PATHS.puja, body, {
    'Idempotency-Key': key,
  });
  return {
    status: response.status,
    json: (await response.json()) as {
      orderNumber: string;
      status: string;
      total?: number;
      error?: { code: string };
    },
  };
};

describe('with the sandbox gateway', () => {
  it('a test card pays: 201, stored PAID with five line items and the transaction id', async () => {
    const payload = pujaOrderPayload(prefs, { encoded: await sandboxCardToken(server.baseUrl) });
    const { status, json } = await submit(payload);
    expect(status).toBe(201);
    expect(json.total).toBe(catalogTotal(prefs, payload));
    const order = await readOrder(server.database.db, json.orderNumber);
    expect(order?.status).toBe('PAID');
    expect(order?.lineItems).toHaveLength(5);
    expect(order?.transId).toMatch(/^\d+$/);
    const found = await server.app.deps.payments.getTransaction(order!.transId!);
    expect(found?.amountCents).toBe(order!.totalCents);
    expect(found?.invoiceNumber).toBe(`${json.orderNumber}-1`);
  });

  it('billing ZIP 46282 is declined with 402; a new token pays the same order', async () => {
    const declined = await submit(
      pujaOrderPayload(prefs, {
        people: 1,
        zip: '46282',
        encoded: await sandboxCardToken(server.baseUrl),
      }),
    );
    expect(declined.status).toBe(402);
    expect(declined.json.status).toBe('DECLINED');
    const retry = await submit({
      ...pujaOrderPayload(prefs, { people: 1, encoded: await sandboxCardToken(server.baseUrl) }),
      orderNumber: declined.json.orderNumber,
    });
    expect(retry.status).toBe(201);
    expect(retry.json.orderNumber).toBe(declined.json.orderNumber);
  });

  it('a reused card token is refused with its gateway code, nothing charged twice', async () => {
    const encoded = await sandboxCardToken(server.baseUrl);
    expect((await submit(pujaOrderPayload(prefs, { people: 1, encoded }))).status).toBe(201);
    const reused = await submit(pujaOrderPayload(prefs, { people: 2, encoded }));
    expect(reused.status).toBe(422);
    expect(reused.json.status).toBe('DECLINED');
    expect(reused.json.error?.code).toMatch(/^E001/);
  });

  it('a gateway timeout leaves UNKNOWN and reconciliation settles it as PAID', async () => {
    const payload = pujaOrderPayload(prefs, {
      people: 1,
      zip: '46901', // the sandbox's "slow answer" fault: the charge happens, the answer is late
      encoded: await sandboxCardToken(server.baseUrl),
    });
    const { status, json } = await submit(payload);
    expect(status).toBe(504);
    expect(json.status).toBe('UNKNOWN');
    expect((await readOrder(server.database.db, json.orderNumber))?.status).toBe('UNKNOWN');
    const summary = await reconcilePayments(server.app.deps);
    expect(summary.paid).toBe(1);
    const order = await readOrder(server.database.db, json.orderNumber);
    expect(order?.status).toBe('PAID');
    expect(order?.transId).toMatch(/^\d+$/);
  });
});
