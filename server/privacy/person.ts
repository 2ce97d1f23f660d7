/**
 * One person's data, found by email: the orders they placed (the order's
 * email), the addresses of other people's orders that carry their email (only
 * those addresses are theirs), their bookings and the mails to them or about
 * their orders and bookings, and their account with its family. Erased on a confirmed request (./requests.ts) or
 * exported for an access request (./export.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { deleteAccountOf } from './account-data';
import { eraseBookingDetails, eraseMailRows, eraseOrderAddress, eraseOrderDetails } from './erase';

type Db = Kysely<Database>;

/** An address of someone else's order that carries the person's email. */
export interface AddressRef {
  orderNumber: string;
  type: string;
}

export interface PersonRecords {
  orderNumbers: string[];
  addresses: AddressRef[];
  bookingCodes: string[];
  mailIds: string[];
}

export interface ErasedCounts {
  orders: number;
  addresses: number;
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
    .orderBy('order_number')
    .execute();
  const orderNumbers = byOrder.map((row) => row.order_number);
  const byAddress = await db
    .selectFrom('order_addresses')
    .select(['order_number', 'type'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .orderBy('order_number')
    .orderBy('type')
    .execute();
  const addresses = byAddress
    .filter((row) => !orderNumbers.includes(row.order_number))
    .map((row) => ({ orderNumber: row.order_number, type: row.type }));
  const bookings = await db
    .selectFrom('astro_bookings')
    .select('code')
    .where((eb) => eb(eb.fn('lower', ['contact_email']), '=', email))
    .orderBy('code')
    .execute();
  const bookingCodes = bookings.map((row) => row.code);
  // Mails about someone else's order (an address match) are the buyer's, not theirs.
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
  return { orderNumbers, addresses, bookingCodes, mailIds: mails.map((row) => row.id) };
}

/**
 * Erases everything found for `email` (receipts keep their fields); idempotent.
 * Run within the caller's transaction: the .eml copies of `mailIds` are the
 * caller's to delete once it has committed.
 */
export async function erasePerson(
  db: Db,
  email: string,
  now: Date,
): Promise<{ counts: ErasedCounts; mailIds: string[] }> {
  const found = await findPerson(db, email);
  let orders = 0;
  for (const orderNumber of found.orderNumbers) {
    if (await eraseOrderDetails(db, orderNumber, now)) orders++;
  }
  let addresses = 0;
  for (const { orderNumber, type } of found.addresses) {
    if (await eraseOrderAddress(db, orderNumber, type)) addresses++;
  }
  let bookings = 0;
  for (const code of found.bookingCodes) {
    if (await eraseBookingDetails(db, code, now)) bookings++;
  }
  const mails = await eraseMailRows(db, found.mailIds, now);
  // Which years' tax statements went to the address (their mails are erased above).
  await db.deleteFrom('receipt_statements_sent').where('email', '=', normalEmail(email)).execute();
  // The account and its family go whole (the orders above keep what receipts need).
  await deleteAccountOf(db, normalEmail(email));
  return { counts: { orders, addresses, bookings, mails }, mailIds: found.mailIds };
}
