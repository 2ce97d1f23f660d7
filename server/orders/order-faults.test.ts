/** Order submission against a fake gateway: gateway faults and the webhook that settles a lost answer. */
import { describe, expect, it } from 'vitest';
import { pujaOrderPayload } from '../test-support/order-fixtures';
import { ANET_WEBHOOK_PATH, anetSignature } from '../payments/webhook';
import { readOrder } from './order-view';
import { reconcilePayments } from '../payments/attempts';
import { NOT_CHARGED_AFTER_MS } from '../payments/attempts/vocabulary';
import { testNow, testNowMs } from '../../tests/test-support/test-clock';
import { orderServerForTheFile } from './test-support/order-server';

const ctx = orderServerForTheFile();
const { submit } = ctx;

describe('faults', () => {
  it('a gateway that never answers leaves UNKNOWN, and reconciliation settles it', async () => {
    ctx.gateway.mode = 'hang';
    const { status, json } = await submit(
      pujaOrderPayload(ctx.prefs, { people: 1 }),
      'hang-order-0001',
    );
    expect(status).toBe(504);
    expect(json.status).toBe('UNKNOWN');
    expect((await readOrder(ctx.server.database.db, json.orderNumber))?.status).toBe('UNKNOWN');
    ctx.gateway.mode = 'approve';
    const summary = await reconcilePayments(ctx.server.app.deps);
    expect(summary.paid).toBeGreaterThanOrEqual(1);
    const order = await readOrder(ctx.server.database.db, json.orderNumber);
    expect(order?.status).toBe('PAID');
    expect(order?.transId).toBeTruthy();
  });

  it('a network error answers 504 UNKNOWN, declared not charged only after the grace period', async () => {
    ctx.gateway.mode = 'throw';
    const { status, json } = await submit(pujaOrderPayload(ctx.prefs, { people: 1 }));
    expect(status).toBe(504);
    expect(json.status).toBe('UNKNOWN');
    expect(json.error?.code).toBe('PAYMENT_UNKNOWN');
    const early = await reconcilePayments(ctx.server.app.deps, {
      subject: { kind: 'ORDER', ref: json.orderNumber },
    });
    expect(early.unresolved).toBe(1);
    expect((await readOrder(ctx.server.database.db, json.orderNumber))?.status).toBe('UNKNOWN');
    // Nothing was charged: after the grace period reconciliation lets the visitor pay again.
    const later = new Date(testNowMs() + NOT_CHARGED_AFTER_MS + 60_000);
    const summary = await reconcilePayments({ ...ctx.server.app.deps, now: () => later });
    expect(summary.declined).toBeGreaterThanOrEqual(1);
    expect((await readOrder(ctx.server.database.db, json.orderNumber))?.status).toBe('DECLINED');
  });

  it('an approved charge that cannot be recorded is voided', async () => {
    // Breaks the PAID transaction: the confirmation mail cannot be queued.
    await ctx.server.database.db.schema
      .alterTable('outbox_emails')
      .renameTo('outbox_emails_away')
      .execute();
    try {
      const before = ctx.gateway.voided.length;
      const { status, json } = await submit(pujaOrderPayload(ctx.prefs, { people: 1 }));
      expect(status).toBe(503);
      expect(json.error?.code).toBe('NOT_RECORDED');
      expect(ctx.gateway.voided.length).toBe(before + 1);
      const order = await readOrder(ctx.server.database.db, json.orderNumber);
      expect(order?.status).toBe('DECLINED');
      expect(order?.attempts.at(-1)?.outcome).toBe('VOIDED');
    } finally {
      await ctx.server.database.db.schema
        .alterTable('outbox_emails_away')
        .renameTo('outbox_emails')
        .execute();
    }
  });
});

describe('an Authorize.net webhook', () => {
  it('settles an order whose charge answer was lost, once, whatever the repeats', async () => {
    ctx.gateway.mode = 'hang';
    const { json } = await submit(pujaOrderPayload(ctx.prefs, { people: 1 }), 'webhook-order-0001');
    expect(json.status).toBe('UNKNOWN');
    ctx.gateway.mode = 'approve';
    const order = await readOrder(ctx.server.database.db, json.orderNumber);
    const found = await ctx.gateway.findByInvoice(`${json.orderNumber}-1`, order!.totalCents, '');
    const body = JSON.stringify({
      notificationId: 'n-1',
      eventType: 'net.authorize.payment.authcapture.created',
      eventDate: testNow().toISOString(),
      webhookId: 'w-1',
      payload: { entityName: 'transaction', id: found!.transId, responseCode: 1 },
    });
    for (let delivery = 0; delivery < 2; delivery++) {
      const response = await fetch(`${ctx.server.baseUrl}${ANET_WEBHOOK_PATH}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-ANET-Signature': `sha512=${anetSignature(body, ctx.server.config.anet.signatureKey)}`,
        },
        body,
      });
      expect(response.status).toBe(200);
    }
    const settled = await readOrder(ctx.server.database.db, json.orderNumber);
    expect(settled?.status).toBe('PAID');
    expect(settled?.transId).toBe(found!.transId);
    const mail = await ctx.server.database.db
      .selectFrom('outbox_emails')
      .select('id')
      .where('reference', '=', json.orderNumber)
      .execute();
    expect(mail).toHaveLength(1);
  });
});
