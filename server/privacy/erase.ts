/**
 * Erasing personal fields in place (docs/privacy-data.md). Rows that money and
 * the audit log need stay: an order keeps its number, status, amounts, dates,
 * items and dates of the pujas, the billing name and the payment attempts (the
 * receipt); a booking keeps its code, times, price and payment. Every function
 * is idempotent: a row already erased is left as it is. Each subject's erasure
 * runs in one transaction with its stamp, so a failure leaves it whole and
 * unstamped (the next run takes it again), never half-erased and stamped.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { ERASED } from '../../domain/privacy/retention';
import {
  ADDRESS_PERSONAL_COLUMNS,
  BIRTH_COLUMNS,
  PASSING_COLUMNS,
  STANDING_PERSONAL_COLUMNS,
} from '../db/personal-columns';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** Line-item fields describing a person; each becomes '' (names become "[erased]"). */
const LINE_ITEM_PERSONAL = [...BIRTH_COLUMNS, 'customer_notes', ...PASSING_COLUMNS] as const;

/** Audit entries whose before/after hold a devotee's words or address (kept: who, what, when). */
const PERSONAL_AUDIT_ACTIONS = ['order.note', 'order.resendConfirmation'];

const blank = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, ''])) as Record<K, string>;

/** Runs `work` in a transaction of its own, or within the caller's. */
export function inOneTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** Erases one order's personal fields; false when it was already erased or is unknown. */
export function eraseOrderDetails(db: Db, orderNumber: string, now: Date): Promise<boolean> {
  return inOneTransaction(db, (trx) => eraseOrderIn(trx, orderNumber, now));
}

async function eraseOrderIn(db: Db, orderNumber: string, now: Date): Promise<boolean> {
  if (!(await stamp(db, 'ORDER', orderNumber, now))) return false;
  await db
    .updateTable('orders')
    .set({ notes: '', customer_email: ERASED, billing_state_other: '', prasad_state_other: '' })
    .where('order_number', '=', orderNumber)
    .execute();
  await db
    .updateTable('order_line_items')
    .set({ ...blank(LINE_ITEM_PERSONAL), first_name: ERASED, last_name: '' })
    .where('order_number', '=', orderNumber)
    .execute();
  // The billing name stays for the receipt (eraseReceipt takes it after the receipt years).
  await eraseAddressesIn(db, orderNumber);
  // A standing offering set up from the order names its person: it ends, blanked, never charged.
  await db
    .updateTable('standing_offerings')
    .set({
      ...blank(STANDING_PERSONAL_COLUMNS.filter((c) => c !== 'star_index' && c !== 'sun_sign')),
      customer_email: ERASED,
      star_index: null,
      sun_sign: null,
      status: 'CANCELLED',
      cancelled_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .where('source_order_number', '=', orderNumber)
    .execute();
  // My order's links open nothing once the order is erased.
  await db.deleteFrom('order_access_tokens').where('order_number', '=', orderNumber).execute();
  await db
    .updateTable('staff_order_notes')
    .set({ body: ERASED })
    .where('order_number', '=', orderNumber)
    .execute();
  // A proof photograph's caption may name the people it shows; the photograph is the temple's.
  await db
    .updateTable('puja_photos')
    .set({ caption: '' })
    .where('id', 'in', (eb) =>
      eb.selectFrom('puja_proof_people').select('proof_id').where('order_number', '=', orderNumber),
    )
    .execute();
  await scrubAudit(db, orderNumber);
  return true;
}

/**
 * Erases an order's addresses, or only the one of `type` (someone whose email is on
 * that address but not on the order). The billing name stays for the receipt
 * (eraseOrderReceipt takes it after the receipt years). True when one was changed.
 */
async function eraseAddressesIn(db: Db, orderNumber: string, type?: string): Promise<boolean> {
  const changed = await db
    .updateTable('order_addresses')
    .set(blank(ADDRESS_PERSONAL_COLUMNS))
    .where('order_number', '=', orderNumber)
    .$if(type !== undefined, (q) => q.where('type', '=', type!))
    .executeTakeFirst();
  await db
    .updateTable('order_addresses')
    .set({ first_name: ERASED, last_name: '' })
    .where('order_number', '=', orderNumber)
    .where('type', '!=', 'BILLING')
    .$if(type !== undefined, (q) => q.where('type', '=', type!))
    .execute();
  return Number(changed.numUpdatedRows) > 0;
}

/** Erases the one address of an order that names someone other than its buyer. */
export function eraseOrderAddress(db: Db, orderNumber: string, type: string): Promise<boolean> {
  return inOneTransaction(db, (trx) => eraseAddressesIn(trx, orderNumber, type));
}

/** Erases one booking's people, email, question, reason and client address. */
export function eraseBookingDetails(db: Db, code: string, now: Date): Promise<boolean> {
  return inOneTransaction(db, (trx) => eraseBookingIn(trx, code, now));
}

async function eraseBookingIn(db: Db, code: string, now: Date): Promise<boolean> {
  if (!(await stamp(db, 'BOOKING', code, now))) return false;
  await db
    .updateTable('astro_bookings')
    .set({
      people: '[]',
      contact_email: ERASED,
      question: '',
      change_reason: '',
      client_address: '',
    })
    .where('code', '=', code)
    .execute();
  // Places in the per-email and per-client pools name the person in their scope.
  await db
    .deleteFrom('astro_tickets')
    .where('booking_code', '=', code)
    .where((eb) => eb.or([eb('scope', 'like', 'email:%'), eb('scope', 'like', 'client:%')]))
    .execute();
  await scrubAudit(db, code);
  return true;
}

async function scrubAudit(db: Db, target: string): Promise<void> {
  await db
    .updateTable('staff_audit_log')
    .set({ before_json: '', after_json: JSON.stringify({ erased: true }) })
    .where('target', '=', target)
    .where('action', 'in', PERSONAL_AUDIT_ACTIONS)
    .execute();
}

/** What a mail's error says once the mail is erased (a bounce's text repeats the address). */
export const MAIL_ERROR_ERASED = 'erased';

/**
 * Erases mails' recipient, bodies, attachments and error (the subject and reference
 * stay for the log). A mail not yet sent is given up. The .eml copies are the
 * caller's to delete once the transaction has committed (removeMailCopies).
 */
export function eraseMailRows(db: Db, ids: readonly string[], now: Date): Promise<number> {
  if (ids.length === 0) return Promise.resolve(0);
  return inOneTransaction(db, async (trx) => {
    await trx
      .updateTable('outbox_emails')
      .set({ status: 'FAILED' })
      .where('id', 'in', ids)
      .where('status', '=', 'PENDING')
      .execute();
    const erased = await trx
      .updateTable('outbox_emails')
      .set({
        erased_at: now.toISOString(),
        to_address: ERASED,
        text_body: ERASED,
        html_body: ERASED,
        attachments: '[]',
        secret: null,
        last_error: MAIL_ERROR_ERASED,
      })
      .where('id', 'in', ids)
      .where('erased_at', 'is', null)
      .executeTakeFirst();
    return Number(erased.numUpdatedRows);
  });
}

/** Deletes the .eml copies of mails (after their rows' erasure has committed). */
export function removeMailCopies(outboxDir: string, ids: readonly string[]): void {
  for (const id of ids) rmSync(path.join(outboxDir, `${id}.eml`), { force: true });
}

/** Erases mails' rows in one transaction, then their .eml copies. */
export async function eraseMails(
  db: Db,
  ids: readonly string[],
  now: Date,
  outboxDir: string,
): Promise<number> {
  const erased = await eraseMailRows(db, ids, now);
  removeMailCopies(outboxDir, ids);
  return erased;
}

/** After the receipt years: the billing name and card digits go too. */
export function eraseOrderReceipt(db: Db, orderNumber: string, now: Date): Promise<boolean> {
  return inOneTransaction(db, (trx) => eraseOrderReceiptIn(trx, orderNumber, now));
}

async function eraseOrderReceiptIn(db: Db, orderNumber: string, now: Date): Promise<boolean> {
  await eraseOrderIn(db, orderNumber, now);
  if (!(await stampReceipt(db, 'ORDER', orderNumber, now))) return false;
  await db
    .updateTable('order_addresses')
    .set({ first_name: ERASED, last_name: '' })
    .where('order_number', '=', orderNumber)
    .execute();
  await forgetCardDigits(db, 'ORDER', orderNumber);
  // Issued receipts hold the name and card too: after the receipt years they go.
  await db
    .deleteFrom('issued_receipts')
    .where('subject_ref', '=', orderNumber)
    .where('kind', 'in', ['ORDER', 'REFUND'])
    .execute();
  await db
    .updateTable('orders')
    .set({ card_type: '', card_number: '' })
    .where('order_number', '=', orderNumber)
    .execute();
  return true;
}

export function eraseBookingReceipt(db: Db, code: string, now: Date): Promise<boolean> {
  return inOneTransaction(db, async (trx) => {
    await eraseBookingIn(trx, code, now);
    if (!(await stampReceipt(trx, 'BOOKING', code, now))) return false;
    await forgetCardDigits(trx, 'BOOKING', code);
    await trx
      .deleteFrom('issued_receipts')
      .where('subject_ref', '=', code)
      .where('kind', '=', 'BOOKING')
      .execute();
    return true;
  });
}

export type SubjectKind = 'ORDER' | 'BOOKING';

/** Stamps the erasure; false when it was stamped already (so the caller does nothing). */
async function stamp(db: Db, kind: SubjectKind, ref: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insertInto('privacy_erasures')
    .values({
      subject_kind: kind,
      subject_ref: ref,
      erased_at: now.toISOString(),
      receipt_erased_at: null,
    })
    .onConflict((conflict) => conflict.columns(['subject_kind', 'subject_ref']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

async function stampReceipt(db: Db, kind: SubjectKind, ref: string, now: Date): Promise<boolean> {
  const updated = await db
    .updateTable('privacy_erasures')
    .set({ receipt_erased_at: now.toISOString() })
    .where('subject_kind', '=', kind)
    .where('subject_ref', '=', ref)
    .where('receipt_erased_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

async function forgetCardDigits(db: Db, kind: SubjectKind, ref: string): Promise<void> {
  await db
    .updateTable('payment_attempts')
    .set({ account_number: null })
    .where('subject_kind', '=', kind)
    .where('subject_ref', '=', ref)
    .execute();
}

/** When an order's or booking's personal fields were erased, or null while they are kept. */
export async function erasedAt(db: Db, kind: SubjectKind, ref: string): Promise<string | null> {
  const row = await db
    .selectFrom('privacy_erasures')
    .select('erased_at')
    .where('subject_kind', '=', kind)
    .where('subject_ref', '=', ref)
    .executeTakeFirst();
  return row?.erased_at ?? null;
}
