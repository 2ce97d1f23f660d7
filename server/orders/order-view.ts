/** One stored order with its line items, addresses and attempts (staff CLI, mail, tests). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEFAULT_LANGUAGE, isLanguage } from '../../domain/visitor-language';
import type { OrderView } from '../../domain/order-view';

export type { OrderView };

export function birthTime(hour: string, minute: string, half: string): string {
  if (hour === '-1' || hour === '') return '';
  return `${hour}:${minute === '-1' ? '00' : minute} ${half}`;
}

/** The order's own row (no line items); undefined when there is none. */
export function orderRow(db: Kysely<Database>, orderNumber: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
}

/** The order's row with its line items (by position) and addresses; null when there is none. */
export async function storedOrder(db: Kysely<Database>, orderNumber: string) {
  const order = await orderRow(db, orderNumber);
  if (!order) return null;
  const [items, addresses] = await Promise.all([
    db
      .selectFrom('order_line_items')
      .selectAll()
      .where('order_number', '=', orderNumber)
      .orderBy('position')
      .execute(),
    db.selectFrom('order_addresses').selectAll().where('order_number', '=', orderNumber).execute(),
  ]);
  return { order, items, addresses };
}

export async function readOrder(
  db: Kysely<Database>,
  orderNumber: string,
): Promise<OrderView | null> {
  const stored = await storedOrder(db, orderNumber);
  if (!stored) return null;
  const { order, items, addresses } = stored;
  const attempts = await db
    .selectFrom('payment_attempts')
    .select(['attempt', 'status as outcome', 'trans_id', 'code'])
    .where('subject_kind', '=', 'ORDER')
    .where('subject_ref', '=', orderNumber)
    .orderBy('attempt')
    .execute();
  return {
    orderNumber: order.order_number,
    kind: order.kind,
    status: order.status,
    total: order.total_cents / 100,
    totalCents: order.total_cents,
    notes: order.notes,
    customerEmail: order.customer_email,
    language: isLanguage(order.language) ? order.language : DEFAULT_LANGUAGE,
    transId: order.trans_id,
    createdAt: order.created_at,
    paidAt: order.paid_at,
    lineItems: items.map((item) => ({
      position: item.position,
      pujaId: item.puja_id,
      regionId: item.region_id,
      item: item.item_name,
      cost: item.cost_cents / 100,
      pujaDate: item.puja_date,
      requestedPujaDate: item.requested_puja_date,
      firstName: item.first_name,
      lastName: item.last_name,
      birthStar: item.birth_star,
      birthDate: item.birth_date,
      birthPlace: item.birth_place,
      birthTime: birthTime(
        item.birth_time_hour,
        item.birth_time_minute,
        item.which_half_of_the_day,
      ),
      prayerTypeCode: item.prayer_type_code,
      starOnTheDayOfPassing: item.star_on_the_day_of_passing,
      dateOfPassing: item.date_of_passing,
      placeOfPassing: item.place_of_passing,
      passingTime: item.passing_time,
      customerNotes: item.customer_notes,
    })),
    addresses: Object.fromEntries(
      addresses.map((a) => [
        a.type,
        {
          firstName: a.first_name,
          lastName: a.last_name,
          otherName: a.other_name,
          address1: a.address1,
          address2: a.address2,
          city: a.city,
          state: a.state,
          postalCode: a.postal_code,
          country: a.country,
          email: a.email,
          phone: a.phone,
        },
      ]),
    ),
    attempts: attempts.map((a) => ({
      attempt: a.attempt,
      outcome: a.outcome,
      transId: a.trans_id,
      code: a.code,
    })),
  };
}
