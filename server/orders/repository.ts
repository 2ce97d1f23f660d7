/**
 * Order storage. An order and its payment attempt are written in one
 * transaction BEFORE the card is charged; the payment service
 * (server/payments/attempts) records each outcome.
 */
import { DEFAULT_LANGUAGE } from '../../domain/visitor-language';
import type { Kysely, Transaction } from 'kysely';
import type { OrderKind } from '../../domain/constants';
import { postsPrasad, type Address, type AnyOrderPayload } from '../../domain/order-payload';
import type { Database } from '../db/schema';
import { type AttemptRow, openAttempt, PAYMENT_STATUS } from '../payments';
import type { CheckedOrder } from './catalog-checks';

/** An order's status is its payment status, in the payment service's one vocabulary. */
export const ORDER_STATUS = PAYMENT_STATUS;

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
  if (shipping && postsPrasad(kind, payload)) {
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
    prasad_declined: payload.prasadDeclined ? 1 : 0,
    customer_email: payload.pujaOrderBillingAddresses[0]?.email ?? '',
    language: payload.language ?? DEFAULT_LANGUAGE,
  };
}

export interface NewOrder {
  orderNumber: string;
  kind: OrderKind;
  payload: AnyOrderPayload;
  checked: CheckedOrder;
  idempotencyKey: string | undefined;
  /** SHA-256 of the card token of this attempt. */
  tokenHash: string;
  now: Date;
}

function attemptOf(order: NewOrder) {
  return {
    kind: 'ORDER' as const,
    ref: order.orderNumber,
    invoiceBase: order.orderNumber,
    amountCents: order.checked.totalCents,
    idempotencyKey: order.idempotencyKey,
    tokenHash: order.tokenHash,
    now: order.now,
  };
}

/** Stores a new order (PENDING) with its first payment attempt. */
export async function createOrder(db: Kysely<Database>, order: NewOrder): Promise<AttemptRow> {
  const nowIso = order.now.toISOString();
  return db.transaction().execute(async (trx) => {
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
    return openAttempt(trx, attemptOf(order));
  });
}

export type ReopenResult =
  | { ok: true; attempt: AttemptRow }
  | { ok: false; reason: 'NOT_FOUND' | 'WRONG_KIND' | 'NOT_RETRYABLE'; status?: string };

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A resubmission after a decline: the order goes back to PENDING with
 * the corrected contents and a new attempt. Only a DECLINED order can be
 * reopened, only with its billing email (the number alone is not enough:
 * another email answers as an unknown number would), and only by one
 * request at a time (conditional update).
 */
export async function reopenDeclinedOrder(
  db: Kysely<Database>,
  order: NewOrder,
): Promise<ReopenResult> {
  const nowIso = order.now.toISOString();
  return db.transaction().execute(async (trx): Promise<ReopenResult> => {
    const row = await trx
      .selectFrom('orders')
      .select(['kind', 'status', 'customer_email'])
      .where('order_number', '=', order.orderNumber)
      .executeTakeFirst();
    const email = order.payload.pujaOrderBillingAddresses[0]?.email ?? '';
    if (!row || !sameEmail(row.customer_email, email)) return { ok: false, reason: 'NOT_FOUND' };
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
    return { ok: true, attempt: await openAttempt(trx, attemptOf(order)) };
  });
}
