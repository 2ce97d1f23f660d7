/**
 * Every outcome the gateway can give, end to end through the API and the
 * sandbox gateway (the real Authorize.net client, our server's sandbox):
 * holds for review settled by webhook and by reconciliation, a charge that
 * settles while its answer is lost, decline then a changed ZIP for an order
 * and a booking, the astrology retry after a lost answer, void and refund,
 * and E00011. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { SAMPLE_BILLING } from '../../../domain/test-support/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingView } from '../../../domain/astro/api';
import { API_PATHS, ORDER_SUBMIT_PATHS } from '../../../domain/constants';
import type { OrderPrefs } from '../../../domain/prefs';
import { startApiServer } from '../../test-support/api-server';
import {
  fetchOrderPrefs,
  postJson,
  pujaOrderPayload,
  sandboxCardToken,
  sandboxOpaqueData,
} from '../../test-support/order-fixtures';
import {
  attemptsOf,
  CHARGED,
  chargesOf,
  holdBody,
  sandboxDetailsApi,
  sandboxReview,
  sandboxSettle,
} from '../../test-support/payment-fixtures';
import { createAnetClient } from '../anet-client';
import { checkTransactionDetailsApi, DETAILS_OFF_MESSAGE } from '../startup-check';
import { reconcilePayments, reversePayment } from './index';
import { NOT_CHARGED_AFTER_MS } from './vocabulary';
import { startedForTheFile } from '../../test-support/for-the-file';

// Monday 2 March 2026, noon UTC: the sandbox, the catalog and the bookings all run on this clock.
const NOW = Date.parse('2026-03-02T12:00:00.000Z');
const clock = { now: new Date(NOW) };
const server = startedForTheFile(() => startApiServer({ now: () => new Date(clock.now) }));
let prefs: OrderPrefs;

beforeAll(async () => {
  prefs = await fetchOrderPrefs(server.baseUrl);
});

const deps = () => server.app.deps;
const later = (ms: number) => ({ ...deps(), now: () => new Date(clock.now.getTime() + ms) });

async function order(zip: string, extra: { orderNumber?: string; key?: string } = {}) {
  const payload = {
    ...pujaOrderPayload(prefs, {
      people: 1,
      zip,
      encoded: await sandboxCardToken(server.baseUrl),
    }),
    ...(extra.orderNumber && { orderNumber: extra.orderNumber }),
  };
  const response = await postJson(server.baseUrl, ORDER_SUBMIT_PATHS.puja, payload, {
    'Idempotency-Key': extra.key ?? `order-${crypto.randomUUID()}`,
  });
  const json = (await response.json()) as {
    orderNumber: string;
    status: string;
    error?: { code: string };
  };
  return { status: response.status, json };
}

async function orderStatus(orderNumber: string) {
  const row = await server.database.db
    .selectFrom('orders')
    .select(['status', 'trans_id'])
    .where('order_number', '=', orderNumber)
    .executeTakeFirstOrThrow();
  return row.status;
}

/** The card the order keeps for its receipt, as the gateway's transaction details gave it. */
async function cardOf(orderNumber: string) {
  return server.database.db
    .selectFrom('orders')
    .select(['card_type', 'card_number'])
    .where('order_number', '=', orderNumber)
    .executeTakeFirstOrThrow();
}

/** What `cardOf` holds once the gateway's details arrived: a brand and a masked number. */
const MASKED_CARD = {
  card_type: expect.stringMatching(/^[A-Za-z]+$/),
  card_number: expect.stringMatching(/^XXXX\d{4}$/),
};

async function mailsTo(reference: string) {
  const rows = await server.database.db
    .selectFrom('outbox_emails')
    .select('subject')
    .where('reference', '=', reference)
    .execute();
  return rows.map((row) => row.subject);
}

/** Holds a reading at `start` for `email`; its booking code. */
async function holdFor(start: string, email: string): Promise<string> {
  const held = await server.app.inject({
    method: 'POST',
    url: '/puja-web-v2/api/astro/holds',
    payload: holdBody(start, email),
  });
  expect(held.statusCode).toBe(201);
  return held.json<BookingView>().code;
}

describe('held for review (responseCode 4)', () => {
  async function heldOrder() {
    const held = await order('46903');
    expect(held.status).toBe(202);
    expect(held.json.status).toBe('UNDER_REVIEW');
    expect(await orderStatus(held.json.orderNumber)).toBe('UNDER_REVIEW');
    const [attempt] = await attemptsOf(server.database.db, 'ORDER', held.json.orderNumber);
    expect(attempt?.status).toBe('UNDER_REVIEW');
    expect(attempt?.trans_id).toMatch(/^\d+$/);
    // Never PAID, never mailed as confirmed, while the merchant has not decided.
    expect(await mailsTo(held.json.orderNumber)).toEqual([]);
    const summary = await reconcilePayments(deps());
    expect(summary.paid).toBe(0);
    expect(await orderStatus(held.json.orderNumber)).toBe('UNDER_REVIEW');
    return { orderNumber: held.json.orderNumber, transId: attempt!.trans_id! };
  }

  it('approved by the merchant → PAID by the fraud webhook, confirmation mailed once', async () => {
    const { orderNumber, transId } = await heldOrder();
    const review = await sandboxReview(server.baseUrl, transId, 'approve', true);
    expect(review.webhookStatus).toBe(200);
    expect(await orderStatus(orderNumber)).toBe('PAID');
    expect(await mailsTo(orderNumber)).toHaveLength(1);
    expect(await cardOf(orderNumber)).toEqual(MASKED_CARD);
  });

  it('declined by the merchant → DECLINED by the fraud webhook, the visitor told so', async () => {
    const { orderNumber, transId } = await heldOrder();
    await sandboxReview(server.baseUrl, transId, 'decline', true);
    expect(await orderStatus(orderNumber)).toBe('DECLINED');
    expect(await mailsTo(orderNumber)).toEqual([`Payment not approved: ${orderNumber}`]);
  });

  it('approved without a webhook → PAID by reconciliation', async () => {
    const { orderNumber, transId } = await heldOrder();
    await sandboxReview(server.baseUrl, transId, 'approve', false);
    expect(await orderStatus(orderNumber)).toBe('UNDER_REVIEW');
    await reconcilePayments(deps());
    expect(await orderStatus(orderNumber)).toBe('PAID');
    expect(await cardOf(orderNumber)).toEqual(MASKED_CARD);
  });

  it('declined without a webhook → DECLINED by reconciliation', async () => {
    const { orderNumber, transId } = await heldOrder();
    await sandboxReview(server.baseUrl, transId, 'decline', false);
    await reconcilePayments(deps());
    expect(await orderStatus(orderNumber)).toBe('DECLINED');
  });
});

describe('a charge that settles while its answer is lost', () => {
  it('is found in the settled batches: PAID, never DECLINED, also long after', async () => {
    const lost = await order('46904');
    expect(lost.status).toBe(504);
    expect(lost.json.status).toBe('UNKNOWN');
    const { orderNumber } = lost.json;
    const [charge] = await chargesOf(server.database.db, orderNumber);
    expect(charge?.status).toBe('settledSuccessfully');
    // Past the "not charged" grace period: a lookup of the unsettled list alone would decline it.
    const summary = await reconcilePayments(later(NOT_CHARGED_AFTER_MS + 60_000));
    expect(summary.declined).toBe(0);
    expect(await orderStatus(orderNumber)).toBe('PAID');
    expect(await mailsTo(orderNumber)).toHaveLength(1);
  });
});

describe('decline recovery', () => {
  it('an order: declined, then the changed ZIP pays the same order: two attempts, one charge', async () => {
    const declined = await order('46282');
    expect(declined.status).toBe(402);
    const { orderNumber } = declined.json;
    // The same card and ZIP again is a new attempt: declined again, never refused as a duplicate.
    const again = await order('46282', { orderNumber });
    expect(again.status).toBe(402);
    expect(again.json.error?.code).toBe('CARD_DECLINED');
    const fixed = await order('46201', { orderNumber });
    expect(fixed.status).toBe(201);
    expect(fixed.json.orderNumber).toBe(orderNumber);
    const attempts = await attemptsOf(server.database.db, 'ORDER', orderNumber);
    expect(attempts.map((a) => a.status)).toEqual(['DECLINED', 'DECLINED', 'PAID']);
    const charges = await chargesOf(server.database.db, orderNumber);
    expect(charges.filter((c) => CHARGED.includes(c.status))).toHaveLength(1);
  });

  it('a booking: declined, then the changed ZIP confirms it: two attempts, one charge', async () => {
    const code = await holdFor('2026-03-04T02:30:00.000Z', 'zip@example.com');
    const pay = async (zip: string) =>
      server.app.inject({
        method: 'POST',
        url: `/puja-web-v2/api/astro/bookings/${code}/pay`,
        headers: { 'Idempotency-Key': `booking-${crypto.randomUUID()}` },
        payload: {
          email: 'zip@example.com',
          opaqueData: await sandboxOpaqueData(server.baseUrl),
          billing: { ...SAMPLE_BILLING, zip },
        },
      });
    const declined = await pay('46282');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().booking.status).toBe('HELD');
    const fixed = await pay('46201');
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().booking.status).toBe('CONFIRMED');
    const attempts = await attemptsOf(server.database.db, 'BOOKING', code);
    expect(attempts.map((a) => a.status)).toEqual(['DECLINED', 'PAID']);
    const charges = await chargesOf(server.database.db, `AST-${code}`);
    expect(charges).toHaveLength(2);
    expect(charges.filter((c) => CHARGED.includes(c.status))).toHaveLength(1);
  });
});

describe('the astrology retry after a lost answer', () => {
  it('the same key and token get the booking’s real outcome; a new token would be refused', async () => {
    const code = await holdFor('2026-03-05T02:30:00.000Z', 'retry@example.com');
    const key = `retry-${crypto.randomUUID()}`;
    const opaqueData = await sandboxOpaqueData(server.baseUrl);
    // ZIP 46901: the charge is made, its answer comes too late: the visitor sees no result.
    const body = {
      email: 'retry@example.com',
      opaqueData,
      billing: { ...SAMPLE_BILLING, zip: '46901' },
    };
    const pay = (payload: unknown) =>
      server.app.inject({
        method: 'POST',
        url: `/puja-web-v2/api/astro/bookings/${code}/pay`,
        headers: { 'Idempotency-Key': key },
        payload: payload as Record<string, unknown>,
      });
    const first = await pay(body);
    expect(first.statusCode).toBe(202);
    expect(first.json().status).toBe('PAYMENT_UNKNOWN');
    // What the booking machine did before: the same key with a new token. Refused, charged nothing.
    const newToken = await pay({ ...body, opaqueData: await sandboxOpaqueData(server.baseUrl) });
    expect(newToken.statusCode).toBe(422);
    expect(newToken.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // The retry the payment machine makes: same key, same token → the stored answer.
    const retry = await pay(body);
    expect(retry.statusCode).toBe(202);
    // Polling the payment status settles it from the gateway: the charge was made.
    const status = await fetch(`${server.baseUrl}${API_PATHS.paymentStatus}/booking/${code}`);
    expect(await status.json()).toMatchObject({ status: 'PAID' });
    const booking = await server.database.db
      .selectFrom('astro_bookings')
      .select(['status', 'payment_state'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(booking).toEqual({ status: 'CONFIRMED', payment_state: 'PAID' });
    const charges = await chargesOf(server.database.db, `AST-${code}`);
    expect(charges.filter((c) => CHARGED.includes(c.status))).toHaveLength(1);
  });
});

describe('void and refund through the payment service', () => {
  it('voids an unsettled charge and refunds a settled one', async () => {
    const unsettled = await order('46201');
    expect(unsettled.status).toBe(201);
    const voided = await reversePayment(deps(), { kind: 'ORDER', ref: unsettled.json.orderNumber });
    expect(voided.outcome).toBe('VOIDED');
    expect(await orderStatus(unsettled.json.orderNumber)).toBe('VOIDED');
    const [voidedCharge] = await chargesOf(server.database.db, unsettled.json.orderNumber);
    expect(voidedCharge?.status).toBe('voided');

    const settled = await order('46201');
    expect(await sandboxSettle(server.baseUrl)).not.toBeNull();
    const refunded = await reversePayment(deps(), { kind: 'ORDER', ref: settled.json.orderNumber });
    expect(refunded).toMatchObject({
      outcome: 'REFUNDED',
      refundTransId: expect.stringMatching(/^\d+$/),
    });
    expect(await orderStatus(settled.json.orderNumber)).toBe('REFUNDED');
    // Asking twice gives nothing back twice.
    expect(
      (await reversePayment(deps(), { kind: 'ORDER', ref: settled.json.orderNumber })).outcome,
    ).toBe('NOT_PAID');
  });
});

describe('the Transaction Details API switched off (E00011)', () => {
  it('is reported once at start-up in preview, and reconciliation never guesses meanwhile', async () => {
    const lost = await order('46902'); // approved, answer garbled
    expect(lost.json.status).toBe('UNKNOWN');
    await sandboxDetailsApi(server.baseUrl, false);
    try {
      const logged: { details: object; message: string }[] = [];
      const log = {
        info() {},
        warn() {},
        error: (details: object, message: string) => logged.push({ details, message }),
      };
      const preview = {
        config: { ...server.config, environment: 'preview' as const },
        payments: createAnetClient({
          apiUrl: `${server.baseUrl}/sandbox-gateway/xml/v1/request.api`,
          apiLoginId: server.config.anet.apiLoginId,
          transactionKey: server.config.anet.transactionKey,
          timeoutMs: 5_000,
          hostedFormUrl: '',
          hostedProfileFormUrl: '',
          now: server.app.deps.now,
        }),
      };
      expect(await checkTransactionDetailsApi(preview, log)).toBe('E00011');
      expect(logged).toEqual([{ details: { code: 'E00011' }, message: DETAILS_OFF_MESSAGE }]);
      const summary = await reconcilePayments(later(NOT_CHARGED_AFTER_MS + 60_000));
      expect(summary.declined).toBe(0);
      expect(await orderStatus(lost.json.orderNumber)).toBe('UNKNOWN');
    } finally {
      await sandboxDetailsApi(server.baseUrl, true);
    }
    await reconcilePayments(deps());
    expect(await orderStatus(lost.json.orderNumber)).toBe('PAID');
  });
});

describe('a resubmission while the gateway cannot be asked', () => {
  it('answers that the outcome is not known yet, never a server error, and charges once', async () => {
    // ZIP 46902: approved, its answer garbled; the order stays UNKNOWN.
    const payload = pujaOrderPayload(prefs, {
      people: 1,
      zip: '46902',
      encoded: await sandboxCardToken(server.baseUrl),
    });
    const submit = (body: object) =>
      postJson(server.baseUrl, ORDER_SUBMIT_PATHS.puja, body, {
        'Idempotency-Key': `order-${crypto.randomUUID()}`,
      });
    const first = await submit(payload);
    const { orderNumber, status } = (await first.json()) as { orderNumber: string; status: string };
    expect(status).toBe('UNKNOWN');
    await sandboxDetailsApi(server.baseUrl, false);
    try {
      // The page sends the same order and token again (a new key: its first answer was lost).
      const again = await submit({ ...payload, orderNumber });
      expect(again.status).toBe(first.status);
      expect(await again.json()).toMatchObject({ orderNumber, status: 'UNKNOWN' });
      expect(await orderStatus(orderNumber)).toBe('UNKNOWN');
    } finally {
      await sandboxDetailsApi(server.baseUrl, true);
    }
    const charges = await chargesOf(server.database.db, orderNumber);
    expect(charges.filter((charge) => CHARGED.includes(charge.status))).toHaveLength(1);
  });
});
