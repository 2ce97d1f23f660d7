/**
 * The retention run: erases what the schedule (config.retention) says is due
 * at `now`. Idempotent: what is erased is stamped and never picked again, so a
 * second run at the same instant finds nothing (the job claim in ./job.ts makes
 * sure only one server runs it at a time anyway).
 */
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { daysBefore, monthsBefore, type RetentionSchedule } from '../../domain/privacy/retention';
import type { Database } from '../db/schema';
import { STAGED_PHOTO_MS } from '../proof';
import { confirmCutoff } from './requests';
import {
  eraseBookingDetails,
  eraseBookingReceipt,
  eraseMails,
  eraseOrderDetails,
  eraseOrderReceipt,
  MAIL_ERROR_ERASED,
  type SubjectKind,
} from './erase';

type Db = Kysely<Database>;

export interface RetentionCounts {
  orders: number;
  bookings: number;
  lapsedHolds: number;
  clientAddresses: number;
  mails: number;
  sessions: number;
  signInLinks: number;
  challenges: number;
  idempotencyKeys: number;
  receipts: number;
  /** Statement records of addresses no kept order carries any more. */
  statementRecords: number;
  /** Errors of erased mails that still repeated an address. */
  mailErrors: number;
  /** Devotees' erasure requests never confirmed through their link. */
  unconfirmedRequests: number;
  /** Photographs uploaded but never attached to a puja. */
  stagedPhotos: number;
}

export interface RetentionInput {
  db: Db;
  schedule: RetentionSchedule;
  now: Date;
  /** Where .eml copies of mail are written (config.outboxDir). */
  outboxDir: string;
}

type Ref = 'orders.order_number' | 'astro_bookings.code';

/** No erasure stamp for the row (`'details'`), or none that erased its receipt (`'receipt'`). */
const noStamp =
  (erased: 'details' | 'receipt', kind: SubjectKind, ref: Ref) =>
  ({ not, exists, selectFrom }: ExpressionBuilder<Database, 'orders' | 'astro_bookings'>) =>
    not(
      exists(
        selectFrom('privacy_erasures as stamp')
          .select('stamp.subject_ref')
          .where('stamp.subject_kind', '=', kind)
          .whereRef('stamp.subject_ref', '=', ref)
          .$if(erased === 'receipt', (q) => q.where('stamp.receipt_erased_at', 'is not', null)),
      ),
    );
/** No erasure stamp for the row yet. */
const notErased = (kind: SubjectKind, ref: Ref) => noStamp('details', kind, ref);
/** The receipt's name and card digits still kept. */
const receiptKept = (kind: SubjectKind, ref: Ref) => noStamp('receipt', kind, ref);

const day = (at: Date) => at.toISOString().slice(0, 10);

/** Orders whose last puja date (or, without one, their creation) is before `cutoff`. */
async function ordersDue(db: Db, cutoff: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('order_number')
    .where(notErased('ORDER', 'orders.order_number'))
    .where('created_at', '<', cutoff.toISOString())
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('order_line_items as item')
            .select('item.order_number')
            .whereRef('item.order_number', '=', 'orders.order_number')
            .where('item.puja_date', '>=', day(cutoff)),
        ),
      ),
    )
    .execute();
  return rows.map((row) => row.order_number);
}

async function eraseEach(
  codes: readonly string[],
  erase: (code: string) => Promise<boolean>,
): Promise<number> {
  let count = 0;
  for (const code of codes) if (await erase(code)) count++;
  return count;
}

/** Deletes the rows kept only for a while (sessions, links, keys) whose `column` is before `cutoff`. */
async function deleteBefore(
  db: Db,
  table:
    'staff_sessions' | 'staff_sign_in_links' | 'staff_webauthn_challenges' | 'idempotency_keys',
  column: 'expires_at' | 'updated_at',
  cutoff: string,
): Promise<number> {
  const result = await db.deleteFrom(table).where(sql.ref(column), '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function applyRetention(input: RetentionInput): Promise<RetentionCounts> {
  const { db, schedule, now, outboxDir } = input;
  const detailsCutoff = monthsBefore(now, schedule.detailsMonths);
  const receiptCutoff = monthsBefore(now, schedule.receiptYears * 12).toISOString();
  const sessionCutoff = daysBefore(now, schedule.sessionDays).toISOString();

  const orders = await eraseEach(await ordersDue(db, detailsCutoff), (n) =>
    eraseOrderDetails(db, n, now),
  );
  const bookingsNotErased = () =>
    db
      .selectFrom('astro_bookings')
      .select('code')
      .where(notErased('BOOKING', 'astro_bookings.code'));
  const eraseBookings = async (rows: { code: string }[]) =>
    eraseEach(
      rows.map((row) => row.code),
      (code) => eraseBookingDetails(db, code, now),
    );
  const bookings = await eraseBookings(
    await bookingsNotErased()
      .where('status', '!=', 'HELD')
      .where('end_utc', '<', detailsCutoff.toISOString())
      .execute(),
  );
  const lapsedHolds = await eraseBookings(
    await bookingsNotErased()
      .where('status', '=', 'CANCELLED')
      .where('confirmed_at', 'is', null)
      .where('updated_at', '<', daysBefore(now, schedule.lapsedHoldDays).toISOString())
      .execute(),
  );
  const addresses = await db
    .updateTable('astro_bookings')
    .set({ client_address: '' })
    .where('client_address', '!=', '')
    .where('created_at', '<', daysBefore(now, schedule.clientAddressDays).toISOString())
    .executeTakeFirst();

  const oldMail = await db
    .selectFrom('outbox_emails')
    .select('id')
    .where('erased_at', 'is', null)
    .where('status', '!=', 'PENDING')
    .where('created_at', '<', daysBefore(now, schedule.mailBodyDays).toISOString())
    .execute();
  const mails = await eraseMails(
    db,
    oldMail.map((row) => row.id),
    now,
    outboxDir,
  );

  const sessions = await deleteBefore(db, 'staff_sessions', 'expires_at', sessionCutoff);
  const signInLinks = await deleteBefore(db, 'staff_sign_in_links', 'expires_at', sessionCutoff);
  const challenges = await deleteBefore(
    db,
    'staff_webauthn_challenges',
    'expires_at',
    sessionCutoff,
  );
  const idempotencyKeys = await deleteBefore(db, 'idempotency_keys', 'updated_at', sessionCutoff);

  const oldOrders = await db
    .selectFrom('orders')
    .select('order_number')
    .where(receiptKept('ORDER', 'orders.order_number'))
    .where((eb) => eb(eb.fn.coalesce('paid_at', 'created_at'), '<', receiptCutoff))
    .execute();
  const oldBookings = await db
    .selectFrom('astro_bookings')
    .select('code')
    .where(receiptKept('BOOKING', 'astro_bookings.code'))
    .where('created_at', '<', receiptCutoff)
    .execute();
  const receipts =
    (await eraseEach(
      oldOrders.map((row) => row.order_number),
      (n) => eraseOrderReceipt(db, n, now),
    )) +
    (await eraseEach(
      oldBookings.map((row) => row.code),
      (code) => eraseBookingReceipt(db, code, now),
    ));

  return {
    ...(await clearLingering(db, now)),
    orders,
    bookings,
    lapsedHolds,
    clientAddresses: Number(addresses.numUpdatedRows),
    mails,
    sessions,
    signInLinks,
    challenges,
    idempotencyKeys,
    receipts,
  };
}

/** What outlives its use: statement records, old mail errors, unconfirmed requests, staged photos. */
async function clearLingering(db: Db, now: Date) {
  // A statement record only stops a second statement; once no kept order carries the
  // address (erased orders carry "[erased]"), no statement can go to it again.
  const statements = await db
    .deleteFrom('receipt_statements_sent')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('orders')
            .select('orders.order_number')
            .where((eb) =>
              eb(
                eb.fn('lower', ['orders.customer_email']),
                '=',
                eb.ref('receipt_statements_sent.email'),
              ),
            ),
        ),
      ),
    )
    .executeTakeFirst();
  // A bounce's text ("550 <asha@example.com>: no such user") repeats the address.
  const mailErrors = await db
    .updateTable('outbox_emails')
    .set({ last_error: MAIL_ERROR_ERASED })
    .where('erased_at', 'is not', null)
    .where('last_error', 'like', '%@%')
    .executeTakeFirst();
  const requests = await db
    .deleteFrom('privacy_erasure_requests')
    .where('status', '=', 'REQUESTED')
    .where('confirm_token_hash', 'is not', null)
    .where('devotee_confirmed_at', 'is', null)
    .where('requested_at', '<', confirmCutoff(now))
    .executeTakeFirst();
  const photos = await db
    .deleteFrom('puja_photos')
    .where('attached_at', 'is', null)
    .where('uploaded_at', '<', new Date(now.getTime() - STAGED_PHOTO_MS).toISOString())
    .executeTakeFirst();
  return {
    statementRecords: Number(statements.numDeletedRows),
    mailErrors: Number(mailErrors.numUpdatedRows),
    unconfirmedRequests: Number(requests.numDeletedRows),
    stagedPhotos: Number(photos.numDeletedRows),
  };
}
