/**
 * Order storage. An order and its first payment attempt are written in one
 * transaction BEFORE the card is charged; each outcome is then recorded in
 * its own transaction (PAID together with its confirmation mail).
 */
import type { Kysely, Transaction } from 'kysely';
import type { OrderKind } from '../../src/domain/constants';
import type { Address, AnyOrderPayload } from '../../src/domain/order-payload';
import type { Database } from '../db/schema';
import { enqueueEmail, type EmailMessage } from '../mail/outbox';
import type { CheckedOrder } from './catalog-checks';

export const ORDER_STATUS = {
  pending: 'PENDING_PAYMENT',
  paid: 'PAID',
  declined: 'DECLINED',
  unknown: 'PAYMENT_UNKNOWN',
} as const;

type Trx = Transaction<Database>;

function addressRow(orderNumber: string, type: string, address: Address) {
  return {
    order_number: orderNumber,
    type,
    first_name: address.firstName,
    last_name: address.lastName,
    other_name: address.otherName ?? '',
    address1: address.address1,
    address2: address.address2 ?? '',
    city: address.city,
    state: address.state,
    postal_code: address.postalCode,
    country: address.country,
    email: address.email,
    phone: address.phone ?? '',
  };
}

async function writeContents(
  trx: Trx,
  orderNumber: string,
  kind: OrderKind,
  payload: AnyOrderPayload,
  checked: CheckedOrder,
): Promise<void> {
  // Every one of the five line items is kept as sent, blanks included, so the
  // temple receives the order exactly as the visitor submitted it.
  const priced = new Map(checked.lines.map((line) => [line.position, line]));
  await trx
    .insertInto('order_line_items')
    .values(
      payload.pujaOrderLineitems.map((item, position) => {
        const line = priced.get(position);
        return {
          order_number: orderNumber,
          position,
          puja_id: line?.pujaId ?? item.pujaId,
          regional_event_id: line?.regionalEventId ?? null,
          region_id: line?.regionId ?? null,
          item_name: line?.itemName ?? '',
          cost_cents: line?.costCents ?? 0,
          puja_date: line?.pujaDate ?? '',
          requested_puja_date: item.requestedPujaDate,
          first_name: item.firstName,
          last_name: item.lastName,
          birth_star: line?.birthStar ?? item.birthStar,
          birth_date: item.birthDate,
          birth_place: item.birthPlace,
          birth_time_hour: item.birthTimeHour,
          birth_time_minute: item.birthTimeMinute,
          which_half_of_the_day: item.whichHalfOfTheDay,
          customer_notes: item.customerNotes,
          prayer_type_code: item.prayerTypeCode,
          star_on_the_day_of_passing: line?.starOnTheDayOfPassing ?? item.starOnTheDayOfPassing,
          date_of_passing: item.dateOfPassing,
          place_of_passing: item.placeOfPassing,
          passing_time_hour: item.passingTimeHour,
          passing_time_minute: item.passingTimeMinute,
          passing_which_half_of_the_day: item.passingWhichHalfOfTheDay,
          passing_time: item.passingTime,
        };
      }),
    )
    .execute();
  const billing = payload.pujaOrderBillingAddresses[0];
  const shipping = payload.pujaOrderShipmentAddresses[0];
  const addresses = [];
  if (billing) addresses.push(addressRow(orderNumber, 'BILLING', billing));
  if (shipping && kind !== 'regionalAstro' && kind !== 'recommendation') {
    addresses.push(addressRow(orderNumber, 'SHIPPING', shipping));
  }
  if (addresses.length > 0) await trx.insertInto('order_addresses').values(addresses).execute();
}

function orderFields(kind: OrderKind, payload: AnyOrderPayload, checked: CheckedOrder) {
  return {
    kind,
    total_cents: checked.totalCents,
    notes: payload.notes,
    command_name: payload.commandName,
    attendance_type: payload.attendanceType,
    client_id: payload.clientId,
    billing_state_other: payload.billingStateOther,
    prasad_state_other: payload.prasadStateOther ?? '',
    customer_email: payload.pujaOrderBillingAddresses[0]?.email ?? '',
  };
}

async function insertAttempt(
  trx: Trx,
  orderNumber: string,
  attempt: number,
  amountCents: number,
  idempotencyKey: string | undefined,
  nowIso: string,
): Promise<void> {
  await trx
    .insertInto('order_payment_attempts')
    .values({
      order_number: orderNumber,
      attempt,
      outcome: 'PENDING',
      amount_cents: amountCents,
      trans_id: null,
      auth_code: null,
      code: null,
      message: null,
      idempotency_key: idempotencyKey ?? null,
      created_at: nowIso,
      updated_at: nowIso,
    })
    .execute();
}

export interface NewOrder {
  orderNumber: string;
  kind: OrderKind;
  payload: AnyOrderPayload;
  checked: CheckedOrder;
  idempotencyKey: string | undefined;
  now: Date;
}

/** Stores a new order (PENDING_PAYMENT) with its first attempt; returns attempt 1. */
export async function createOrder(db: Kysely<Database>, order: NewOrder): Promise<number> {
  const nowIso = order.now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('orders')
      .values({
        order_number: order.orderNumber,
        status: ORDER_STATUS.pending,
        ...orderFields(order.kind, order.payload, order.checked),
        trans_id: null,
        created_at: nowIso,
        updated_at: nowIso,
        paid_at: null,
      })
      .execute();
    await writeContents(trx, order.orderNumber, order.kind, order.payload, order.checked);
    await insertAttempt(
      trx,
      order.orderNumber,
      1,
      order.checked.totalCents,
      order.idempotencyKey,
      nowIso,
    );
  });
  return 1;
}

export type ReopenResult =
  | { ok: true; attempt: number }
  | { ok: false; reason: 'NOT_FOUND' | 'WRONG_KIND' | 'NOT_RETRYABLE'; status?: string };

/**
 * A resubmission after a decline: the order goes back to PENDING_PAYMENT with
 * the corrected contents and a new attempt. Only a DECLINED order can be
 * reopened, and only by one request at a time (conditional update).
 */
export async function reopenDeclinedOrder(
  db: Kysely<Database>,
  order: NewOrder,
): Promise<ReopenResult> {
  const nowIso = order.now.toISOString();
  return db.transaction().execute(async (trx): Promise<ReopenResult> => {
    const row = await trx
      .selectFrom('orders')
      .select(['kind', 'status'])
      .where('order_number', '=', order.orderNumber)
      .executeTakeFirst();
    if (!row) return { ok: false, reason: 'NOT_FOUND' };
    if (row.kind !== order.kind) return { ok: false, reason: 'WRONG_KIND' };
    const updated = await trx
      .updateTable('orders')
      .set({
        status: ORDER_STATUS.pending,
        ...orderFields(order.kind, order.payload, order.checked),
        updated_at: nowIso,
      })
      .where('order_number', '=', order.orderNumber)
      .where('status', '=', ORDER_STATUS.declined)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      return { ok: false, reason: 'NOT_RETRYABLE', status: row.status };
    }
    await trx
      .deleteFrom('order_line_items')
      .where('order_number', '=', order.orderNumber)
      .execute();
    await trx.deleteFrom('order_addresses').where('order_number', '=', order.orderNumber).execute();
    await writeContents(trx, order.orderNumber, order.kind, order.payload, order.checked);
    const last = await trx
      .selectFrom('order_payment_attempts')
      .select((eb) => eb.fn.max('attempt').as('attempt'))
      .where('order_number', '=', order.orderNumber)
      .executeTakeFirst();
    const attempt = Number(last?.attempt ?? 0) + 1;
    await insertAttempt(
      trx,
      order.orderNumber,
      attempt,
      order.checked.totalCents,
      order.idempotencyKey,
      nowIso,
    );
    return { ok: true, attempt };
  });
}

export interface AttemptOutcome {
  outcome: 'APPROVED' | 'DECLINED' | 'ERROR' | 'UNKNOWN' | 'VOIDED' | 'HOSTED';
  transId?: string | null;
  authCode?: string | null;
  code?: string | null;
  message?: string | null;
}

async function updateAttempt(
  trx: Kysely<Database>,
  orderNumber: string,
  attempt: number,
  outcome: AttemptOutcome,
  nowIso: string,
): Promise<void> {
  await trx
    .updateTable('order_payment_attempts')
    .set({
      outcome: outcome.outcome,
      trans_id: outcome.transId ?? null,
      auth_code: outcome.authCode ?? null,
      code: outcome.code ?? null,
      message: outcome.message?.slice(0, 500) ?? null,
      updated_at: nowIso,
    })
    .where('order_number', '=', orderNumber)
    .where('attempt', '=', attempt)
    .execute();
}

/**
 * Marks the order PAID and queues its confirmation mail in one transaction.
 * Throws when the order was not waiting for this payment (the caller voids).
 */
export async function recordPaid(
  db: Kysely<Database>,
  orderNumber: string,
  attempt: number | null,
  transId: string,
  authCode: string | null,
  email: (trx: Kysely<Database>) => Promise<EmailMessage>,
  now: Date,
  fromStatuses: readonly string[] = [ORDER_STATUS.pending],
): Promise<void> {
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('orders')
      .set({ status: ORDER_STATUS.paid, trans_id: transId, paid_at: nowIso, updated_at: nowIso })
      .where('order_number', '=', orderNumber)
      .where('status', 'in', [...fromStatuses])
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      throw new Error(`Order ${orderNumber} was not awaiting payment`);
    }
    if (attempt !== null) {
      await updateAttempt(
        trx,
        orderNumber,
        attempt,
        { outcome: 'APPROVED', transId, authCode },
        nowIso,
      );
    }
    await enqueueEmail(trx, await email(trx), now);
  });
}

/** Records a non-approved outcome and the order status that follows from it. */
export async function recordNotPaid(
  db: Kysely<Database>,
  orderNumber: string,
  attempt: number | null,
  outcome: AttemptOutcome,
  status: typeof ORDER_STATUS.declined | typeof ORDER_STATUS.unknown,
  now: Date,
  fromStatuses: readonly string[] = [ORDER_STATUS.pending],
): Promise<void> {
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('orders')
      .set({ status, updated_at: nowIso })
      .where('order_number', '=', orderNumber)
      .where('status', 'in', [...fromStatuses])
      .execute();
    if (attempt !== null) await updateAttempt(trx, orderNumber, attempt, outcome, nowIso);
  });
}

/**
 * Notes that an Accept Hosted form was issued for the order: a HOSTED attempt
 * (one per order, refreshed on each new form) that reconciliation looks up.
 */
export async function recordHostedAttempt(
  db: Kysely<Database>,
  orderNumber: string,
  amountCents: number,
  now: Date,
): Promise<void> {
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('order_payment_attempts')
      .select(['attempt', 'outcome'])
      .where('order_number', '=', orderNumber)
      .orderBy('attempt', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (last?.outcome === 'HOSTED') {
      await trx
        .updateTable('order_payment_attempts')
        .set({ amount_cents: amountCents, updated_at: nowIso })
        .where('order_number', '=', orderNumber)
        .where('attempt', '=', last.attempt)
        .execute();
      return;
    }
    await trx
      .insertInto('order_payment_attempts')
      .values({
        order_number: orderNumber,
        attempt: (last?.attempt ?? 0) + 1,
        outcome: 'HOSTED',
        amount_cents: amountCents,
        trans_id: null,
        auth_code: null,
        code: null,
        message: null,
        idempotency_key: null,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .execute();
  });
}
