/**
 * Refunds from the console, through the one payment service
 * (server/payments/attempts): the whole order (void while unsettled, refund
 * once settled) or some of its people (a partial refund of the settled
 * charge, for the server-computed price of their line items). Each refund is
 * recorded, audited and mailed to the devotee.
 */
import { randomUUID } from 'node:crypto';
import type { ServerDeps } from '../deps';
import { ApiError } from '../http';
import { enqueueEmail, readTempleContact } from '../mail';
import { refundPart, reversePayment, type ReverseResult } from '../payments';
import { writeAudit, type Actor } from './audit';
import { paidOrderRow } from './paid-order';
import { bookingRefundMail, orderRefundMail } from './refund-mail';

export interface RefundRecord {
  positions: number[];
  amountCents: number;
  outcome: string;
  refundTransId: string | null;
  reason: string;
  createdAt: string;
}

export async function readRefunds(
  deps: Pick<ServerDeps, 'db'>,
  orderNumber: string,
): Promise<RefundRecord[]> {
  const rows = await deps.db
    .selectFrom('staff_refunds')
    .selectAll()
    .where('order_number', '=', orderNumber)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({
    positions: JSON.parse(r.positions) as number[],
    amountCents: r.amount_cents,
    outcome: r.outcome,
    refundTransId: r.refund_trans_id,
    reason: r.reason,
    createdAt: r.created_at,
  }));
}

type Reversed = Extract<ReverseResult, { outcome: 'VOIDED' | 'REFUNDED' }>;

/** The gateway's answer, or the refusal as an API error (409 nothing paid, 502 gateway refused). */
function reversed(result: ReverseResult): Reversed {
  if (!('code' in result)) return result as Reversed;
  throw new ApiError(result.outcome === 'NOT_PAID' ? 409 : 502, result.code, result.message);
}

export async function refundOrder(
  deps: ServerDeps,
  actor: Actor & { staffId: string },
  orderNumber: string,
  request: { positions?: number[] | undefined; reason: string },
): Promise<RefundRecord> {
  const { db } = deps;
  const order = await paidOrderRow(db, orderNumber, 'can be refunded');
  const items = await db
    .selectFrom('order_line_items')
    .select(['position', 'cost_cents', 'first_name', 'last_name', 'item_name'])
    .where('order_number', '=', orderNumber)
    .where('puja_id', '<>', -1)
    .execute();
  const earlier = await readRefunds(deps, orderNumber);
  const refundedPositions = new Set(earlier.flatMap((r) => r.positions));
  const open = items.filter((i) => !refundedPositions.has(i.position));
  const asked = request.positions ? [...new Set(request.positions)] : open.map((i) => i.position);
  const chosen = open.filter((i) => asked.includes(i.position));
  if (chosen.length !== asked.length || chosen.length === 0) {
    throw new ApiError(400, 'VALIDATION', 'Choose people of this order not refunded yet', [
      { path: 'positions', message: 'Not a person of this order, or already refunded' },
    ]);
  }
  const whole = earlier.length === 0 && chosen.length === items.length;
  const subject = { kind: 'ORDER' as const, ref: orderNumber };
  const amountCents = whole ? order.total_cents : chosen.reduce((sum, i) => sum + i.cost_cents, 0);
  const result = reversed(
    whole ? await reversePayment(deps, subject) : await refundPart(deps, subject, amountCents),
  );
  const now = deps.now();
  const record: RefundRecord = {
    positions: whole ? [] : chosen.map((i) => i.position),
    amountCents,
    outcome: result.outcome,
    refundTransId: result.refundTransId ?? null,
    reason: request.reason,
    createdAt: now.toISOString(),
  };
  const temple = await readTempleContact(db);
  const {
    subject: mailSubject,
    html,
    text,
  } = orderRefundMail(
    temple,
    { orderNumber, language: order.language },
    amountCents,
    whole ? null : chosen.map((i) => `${i.first_name} ${i.last_name}: ${i.item_name}`),
  );
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('staff_refunds')
      .values({
        id: randomUUID(),
        order_number: orderNumber,
        positions: JSON.stringify(record.positions),
        amount_cents: amountCents,
        outcome: record.outcome,
        refund_trans_id: record.refundTransId,
        reason: record.reason,
        staff_id: actor.staffId,
        created_at: record.createdAt,
      })
      .execute();
    await writeAudit(
      trx,
      actor,
      {
        action: 'order.refund',
        target: orderNumber,
        before: { status: order.status, refunded: [...refundedPositions] },
        after: record,
      },
      now,
    );
    await enqueueEmail(
      trx,
      {
        to: order.customer_email,
        subject: mailSubject,
        text,
        html,
        reference: orderNumber,
      },
      now,
    );
  });
  return record;
}

/**
 * Refunds a refund due (a cancelled astrology booking whose charge settled
 * before the cancellation) through the payment service: the whole charge is
 * given back (voided if it turns out unsettled). The booking's refund state
 * becomes REFUNDED or VOIDED, audited and mailed to the devotee.
 */
export async function refundDueBooking(
  deps: ServerDeps,
  actor: Actor,
  code: string,
  reason: string,
): Promise<{ bookingCode: string; outcome: string; amountCents: number }> {
  const { db } = deps;
  const booking = await db
    .selectFrom('astro_bookings')
    .select(['code', 'contact_email', 'price_cents', 'language'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (!booking) throw new ApiError(404, 'NOT_FOUND', `No booking ${code}`);
  // Claim it first, so two clicks (or two staff members) give the money back once.
  const claim = (from: string, to: string) =>
    db
      .updateTable('astro_bookings')
      .set({ refund_state: to })
      .where('code', '=', code)
      .where('status', '=', 'CANCELLED')
      .where('refund_state', '=', from)
      .executeTakeFirst();
  if (Number((await claim('DUE', 'REFUNDING')).numUpdatedRows) !== 1) {
    throw new ApiError(409, 'NOT_DUE', 'No refund is due for this booking');
  }
  let result: Reversed;
  try {
    result = reversed(await reversePayment(deps, { kind: 'BOOKING', ref: code }));
  } catch (error) {
    await claim('REFUNDING', 'DUE');
    throw error;
  }
  const now = deps.now();
  const temple = await readTempleContact(db);
  const { subject, html, text } = bookingRefundMail(
    temple,
    { code, language: booking.language, priceCents: booking.price_cents },
    result.outcome === 'VOIDED',
  );
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('astro_bookings')
      .set({ refund_state: result.outcome, updated_at: now.toISOString() })
      .where('code', '=', code)
      .where('refund_state', '=', 'REFUNDING')
      .execute();
    await writeAudit(
      trx,
      actor,
      {
        action: 'booking.refund',
        target: code,
        before: { refundState: 'DUE' },
        after: {
          refundState: result.outcome,
          amountCents: booking.price_cents,
          refundTransId: result.refundTransId ?? null,
          reason,
        },
      },
      now,
    );
    await enqueueEmail(
      trx,
      {
        to: booking.contact_email,
        subject,
        text,
        html,
        reference: code,
      },
      now,
    );
  });
  return { bookingCode: code, outcome: result.outcome, amountCents: booking.price_cents };
}

/** Settled charges of cancelled astrology bookings, waiting for the office to refund them. */
export async function refundsDue(deps: Pick<ServerDeps, 'db'>) {
  const rows = await deps.db
    .selectFrom('astro_bookings')
    .select(['code', 'contact_email', 'price_cents', 'start_utc', 'updated_at'])
    .where('status', '=', 'CANCELLED')
    .where('refund_state', '=', 'DUE')
    .orderBy('updated_at')
    .execute();
  return rows.map((r) => ({
    bookingCode: r.code,
    email: r.contact_email,
    amountCents: r.price_cents,
    startUtc: r.start_utc,
    cancelledAt: r.updated_at,
  }));
}
