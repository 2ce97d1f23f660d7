/**
 * An access request's document: everything held under one email, as JSON.
 * For each order they placed: the order as the office sees it, the office's
 * notes, the photographs and videos of its pujas, the parcels posted, the
 * refunds, the card's type and last four, and the statements of gifts sent
 * to them; for an address of someone else's order that carries their email,
 * that address alone; their bookings, the mails, their erasure requests, and
 * their account with the family kept in it.
 */
import { STANDING_PERSONAL_COLUMNS } from '../db/personal-columns';
import type { Kysely } from 'kysely';
import { ADDRESS_PERSONAL_COLUMNS } from '../db/personal-columns';
import type { Database } from '../db/schema';
import { orderViewOf, readOrderRecord } from '../orders';
import { photosForOrder } from '../proof';
import { exportAccount } from './account-data';
import { findPerson, normalEmail, type AddressRef } from './person';

type Db = Kysely<Database>;

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

/** One order of theirs with everything kept beside it. */
async function exportOrder(db: Db, orderNumber: string) {
  const [order, cardAttempts, notes, proof, shipments, refunds, standing] = await Promise.all([
    readOrderRecord(db, orderNumber),
    db
      .selectFrom('payment_attempts')
      .select(['attempt', 'account_number'])
      .where('subject_kind', '=', 'ORDER')
      .where('subject_ref', '=', orderNumber)
      .where('account_number', 'is not', null)
      .orderBy('attempt')
      .execute(),
    db
      .selectFrom('staff_order_notes')
      .select(['author', 'body', 'created_at'])
      .where('order_number', '=', orderNumber)
      .orderBy('created_at')
      .execute(),
    photosForOrder(db, orderNumber),
    db
      .selectFrom('prasad_shipments')
      .select(['carrier', 'tracking_number', 'posted_on'])
      .where('order_number', '=', orderNumber)
      .orderBy('posted_on')
      .execute(),
    db
      .selectFrom('staff_refunds')
      .select(['positions', 'amount_cents', 'outcome', 'reason', 'created_at'])
      .where('order_number', '=', orderNumber)
      .orderBy('created_at')
      .execute(),
    // Standing offerings set up from this order, with their personal columns.
    db
      .selectFrom('standing_offerings')
      .select(['id', 'status', 'puja_id', 'until_date', 'card_type', ...STANDING_PERSONAL_COLUMNS])
      .where('source_order_number', '=', orderNumber)
      .orderBy('created_at')
      .execute(),
  ]);
  return {
    ...(order && orderViewOf(order)),
    card: {
      type: order?.cardType ?? '',
      number: order?.cardNumber ?? '',
      attempts: cardAttempts.map((a) => ({ attempt: a.attempt, number: a.account_number })),
    },
    officeNotes: notes,
    proof: proof.map((p) => ({
      position: p.position,
      photos: p.photos.map((photo) => ({ url: photo.url, caption: photo.caption })),
      videoUrls: p.videoUrls,
    })),
    shipments,
    refunds: refunds.map((r) => ({ ...r, positions: JSON.parse(r.positions) as number[] })),
    standingOfferings: standing,
  };
}

/** The one address of someone else's order that carries their email. */
async function exportAddress(db: Db, { orderNumber, type }: AddressRef) {
  const address = await db
    .selectFrom('order_addresses')
    .select(['type', 'first_name', 'last_name', ...ADDRESS_PERSONAL_COLUMNS])
    .where('order_number', '=', orderNumber)
    .where('type', '=', type)
    .executeTakeFirstOrThrow();
  return { orderNumber, ...address };
}

/** Everything held about `email`, as one JSON-ready document. */
export async function exportPerson(db: Db, rawEmail: string, now: Date) {
  const email = normalEmail(rawEmail);
  const found = await findPerson(db, email);
  const orders = [];
  for (const orderNumber of found.orderNumbers) orders.push(await exportOrder(db, orderNumber));
  const addresses = [];
  for (const ref of found.addresses) addresses.push(await exportAddress(db, ref));
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
  const statementsSent = await db
    .selectFrom('receipt_statements_sent')
    .select(['year', 'queued_at'])
    .where('email', '=', email)
    .orderBy('year')
    .execute();
  const requests = await db
    .selectFrom('privacy_erasure_requests')
    .select(['reference', 'source', 'status', 'requested_at', 'confirmed_at'])
    .where('email', '=', email)
    .execute();
  return {
    email,
    exportedAt: now.toISOString(),
    orders,
    addressesOnOtherOrders: addresses,
    bookings,
    mails,
    statementsSent,
    erasureRequests: requests,
    account: await exportAccount(db, email),
  };
}
