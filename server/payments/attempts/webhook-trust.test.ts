/**
 * What a signed Authorize.net event may settle: the transaction is looked up and its amount
 * must be the attempt's; the event itself stands in only when the gateway refuses lookups by
 * name (E00011), and then only for the events that say the payment did not go through, at the
 * attempt's amount. Anything else leaves the attempt as it was. SQLite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_SUBMIT_PATHS } from '../../../domain/constants';
import { readOrder } from '../../orders/order-view';
import { startedForTheFile } from '../../test-support/for-the-file';
import { createFakeGateway } from '../../test-support/fake-gateway';
import { fetchOrderPrefs, postJson, pujaOrderPayload } from '../../test-support/order-fixtures';
import { startApiServer } from '../../test-support/api-server';
import { GatewayError } from '../anet-client';
import { ANET_CODES } from '../anet-codes';
import type { TransactionLookup } from '../gateway';
import { settleTransaction, type PaymentDeps } from './index';
import { attemptByInvoice, type AttemptRow } from './store';

const gateway = createFakeGateway();
const server = startedForTheFile(() =>
  startApiServer({ payments: gateway, env: { ANET_TIMEOUT_MS: '300' } }),
);

/** An order whose charge answer was lost: UNKNOWN, its attempt open. */
async function lostAnswer(): Promise<{ orderNumber: string; attempt: AttemptRow }> {
  gateway.mode = 'hang';
  try {
    const payload = pujaOrderPayload(await fetchOrderPrefs(server.baseUrl), { people: 1 });
    const response = await postJson(server.baseUrl, ORDER_SUBMIT_PATHS.puja, payload, {
      'Idempotency-Key': `trust-${crypto.randomUUID()}`,
    });
    const { orderNumber, status } = (await response.json()) as {
      orderNumber: string;
      status: string;
    };
    expect(status).toBe('UNKNOWN');
    const attempt = await attemptByInvoice(server.database.db, `${orderNumber}-1`);
    return { orderNumber, attempt: attempt! };
  } finally {
    gateway.mode = 'approve';
  }
}

/** The server's payment deps with the gateway's lookup answering `lookup`. */
const depsWithLookup = (lookup: (transId: string) => Promise<TransactionLookup | null>) =>
  ({ ...server.app.deps, payments: { ...gateway, getTransaction: lookup } }) as PaymentDeps;

const refused = (code: string) => async (): Promise<never> => {
  throw new GatewayError('Lookup refused', code);
};

const warnings: { details: object; message: string }[] = [];
const log = {
  info() {},
  error() {},
  warn: (details: object, message: string) => warnings.push({ details, message }),
};

const statusOf = async (orderNumber: string) =>
  (await readOrder(server.database.db, orderNumber))?.status;

const EVENT = {
  captured: 'net.authorize.payment.authcapture.created',
  approved: 'net.authorize.payment.fraud.approved',
  declined: 'net.authorize.payment.fraud.declined',
};

beforeAll(async () => {
  await fetchOrderPrefs(server.baseUrl);
});

describe('a signed payment event', () => {
  it('settles nothing when the transaction found is for another amount, and logs it', async () => {
    const { orderNumber, attempt } = await lostAnswer();
    for (const amountCents of [attempt.amount_cents + 100, 0]) {
      const deps = depsWithLookup(async (transId) => ({
        transId,
        invoiceNumber: attempt.invoice_number,
        amountCents,
        status: 'capturedPendingSettlement',
        approved: true,
      }));
      warnings.length = 0;
      const note = { transId: '60009991', eventType: EVENT.captured };
      expect(await settleTransaction(deps, note, log)).toBe('REFUSED');
      expect(await statusOf(orderNumber)).toBe('UNKNOWN');
      expect(warnings).toEqual([
        {
          details: {
            transId: '60009991',
            attemptAmountCents: attempt.amount_cents,
            givenAmountCents: amountCents,
          },
          message: 'payment notification refused: the amount is not the attempt’s',
        },
      ]);
    }
  });

  it('is not taken for a charge when lookups are refused, whatever it says', async () => {
    const { orderNumber, attempt } = await lostAnswer();
    const deps = depsWithLookup(refused(ANET_CODES.detailsApiOff));
    for (const eventType of [EVENT.captured, EVENT.approved]) {
      const note = {
        transId: '60009992',
        eventType,
        invoiceNumber: attempt.invoice_number,
        authAmount: attempt.amount_cents / 100,
      };
      expect(await settleTransaction(deps, note, log)).toBe('IGNORED');
    }
    expect(await statusOf(orderNumber)).toBe('UNKNOWN');
  });

  it('declines on the gateway’s named refusal only, and only at the attempt’s amount', async () => {
    const { orderNumber, attempt } = await lostAnswer();
    const note = {
      transId: '60009993',
      eventType: EVENT.declined,
      invoiceNumber: attempt.invoice_number,
    };
    // Another failure than the named refusal (a timeout): the event is not trusted.
    await expect(
      settleTransaction(depsWithLookup(refused('timeout')), { ...note, authAmount: 25 }, log),
    ).rejects.toThrow('Lookup refused');
    const off = depsWithLookup(refused(ANET_CODES.detailsApiOff));
    // The named refusal, but no amount or another amount: refused.
    expect(await settleTransaction(off, note, log)).toBe('REFUSED');
    const wrong = { ...note, authAmount: attempt.amount_cents / 100 + 1 };
    expect(await settleTransaction(off, wrong, log)).toBe('REFUSED');
    expect(await statusOf(orderNumber)).toBe('UNKNOWN');
    const right = { ...note, authAmount: attempt.amount_cents / 100 };
    expect(await settleTransaction(off, right, log)).toBe('SETTLED');
    expect(await statusOf(orderNumber)).toBe('DECLINED');
  });
});
