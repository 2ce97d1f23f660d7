/**
 * One person's data, found by email: every order (by the order's or an
 * address's email), booking and mail. Erased on a confirmed request, or
 * exported as one JSON document for an access request.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readOrder } from '../orders';
import { eraseBookingDetails, eraseMails, eraseOrderDetails } from './erase';

type Db = Kysely<Database>;

export interface PersonRecords {
  orderNumbers: string[];
  bookingCodes: string[];
  mailIds: string[];
}

export interface ErasedCounts {
  orders: number;
  bookings: number;
  mails: number;
}

export const normalEmail = (email: string) => email.trim().toLowerCase();

export async function findPerson(db: Db, rawEmail: string): Promise<PersonRecords> {
  const email = normalEmail(rawEmail);
  const byOrder = await db
    .selectFrom('orders')
    .select('order_number')
    .where((eb) => eb(eb.fn('lower', ['customer_email']), '=', email))
    .execute();
  const byAddress = await db
    .selectFrom('order_addresses')
    .select('order_number')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .execute();
  const orderNumbers = [
    ...new Set([...byOrder, ...byAddress].map((row) => row.order_number)),
  ].sort();
  const bookings = await db
    .selectFrom('astro_bookings')
    .select('code')
    .where('contact_email', '=', email)
    .orderBy('code')
    .execute();
  const bookingCodes = bookings.map((row) => row.code);
  const references = [...orderNumbers, ...bookingCodes];
  const mails = await db
    .selectFrom('outbox_emails')
    .select('id')
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['to_address']), '=', email),
        ...references.flatMap((ref) => [
          eb('reference', '=', ref),
          eb('reference', 'like', `${ref}/%`),
        ]),
      ]),
    )
    .orderBy('created_at')
    .execute();
  return { orderNumbers, bookingCodes, mailIds: mails.map((row) => row.id) };
}

/** Erases everything found for `email` (receipts keep their fields); idempotent. */
export async function erasePerson(
  db: Db,
  email: string,
  now: Date,
  outboxDir: string,
): Promise<ErasedCounts> {
  const found = await findPerson(db, email);
  let orders = 0;
  for (const orderNumber of found.orderNumbers) {
    if (await eraseOrderDetails(db, orderNumber, now)) orders++;
  }
  let bookings = 0;
  for (const code of found.bookingCodes) {
    if (await eraseBookingDetails(db, code, now)) bookings++;
  }
  const mails = await eraseMails(db, found.mailIds, now, outboxDir);
  // Which year's tax statement went to the address (its mail is erased above).
  await db.deleteFrom('receipt_statements_sent').where('email', '=', normalEmail(email)).execute();
  return { orders, bookings, mails };
}

const PERSON_BOOKING_FIELDS = [
  'code',
  'status',
  'start_utc',
  'end_utc',
  'people',
  'contact_email',
  'question',
  'change_reason',
  'visitor_time_zone',
  'price_cents',
  'payment_state',
  'created_at',
  'confirmed_at',
] as const;

/** Everything held about `email`, as one JSON-ready document. */
export async function exportPerson(db: Db, email: string, now: Date) {
  const found = await findPerson(db, email);
  const orders = [];
  for (const orderNumber of found.orderNumbers) orders.push(await readOrder(db, orderNumber));
  const bookingRows =
    found.bookingCodes.length === 0
      ? []
      : await db
          .selectFrom('astro_bookings')
          .select(PERSON_BOOKING_FIELDS)
          .where('code', 'in', found.bookingCodes)
          .orderBy('code')
          .execute();
  const bookings = bookingRows.map((row) => ({
    ...row,
    people: JSON.parse(row.people) as unknown,
  }));
  const mails =
    found.mailIds.length === 0
      ? []
      : await db
          .selectFrom('outbox_emails')
          .select([
            'reference',
            'to_address',
            'subject',
            'text_body',
            'status',
            'created_at',
            'sent_at',
          ])
          .where('id', 'in', found.mailIds)
          .orderBy('created_at')
          .execute();
  const requests = await db
    .selectFrom('privacy_erasure_requests')
    .select(['reference', 'source', 'status', 'requested_at', 'confirmed_at'])
    .where('email', '=', normalEmail(email))
    .execute();
  return {
    email: normalEmail(email),
    exportedAt: now.toISOString(),
    orders,
    bookings,
    mails,
    erasureRequests: requests,
  };
}
