/**
 * Erasing personal fields in place (docs/privacy-data.md). Rows that money and
 * the audit log need stay: an order keeps its number, status, amounts, dates,
 * items and dates of the pujas, the billing name and the payment attempts (the
 * receipt); a booking keeps its code, times, price and payment. Every function
 * is idempotent: a row already erased is left as it is.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { ERASED } from '../../domain/privacy/retention';
import { ADDRESS_PERSONAL_COLUMNS, BIRTH_COLUMNS, PASSING_COLUMNS } from '../db/personal-columns';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** Line-item fields describing a person; each becomes '' (names become "[erased]"). */
const LINE_ITEM_PERSONAL = [...BIRTH_COLUMNS, 'customer_notes', ...PASSING_COLUMNS] as const;

/** Audit entries whose before/after hold a devotee's words or address (kept: who, what, when). */
const PERSONAL_AUDIT_ACTIONS = ['order.note', 'order.resendConfirmation'];

const blank = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, ''])) as Record<K, string>;

/** Erases one order's personal fields; false when it was already erased or is unknown. */
export async function eraseOrderDetails(db: Db, orderNumber: string, now: Date): Promise<boolean> {
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
  await db
    .updateTable('order_addresses')
    .set(blank(ADDRESS_PERSONAL_COLUMNS))
    .where('order_number', '=', orderNumber)
    .execute();
  await db
    .updateTable('order_addresses')
    .set({ first_name: ERASED, last_name: '' })
    .where('order_number', '=', orderNumber)
    .where('type', '!=', 'BILLING')
    .execute();
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

/** Erases one booking's people, email, question, reason and client address. */
export async function eraseBookingDetails(db: Db, code: string, now: Date): Promise<boolean> {
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

/**
 * Erases mails' recipient, bodies and attachments (the subject and reference stay
 * for the log) and deletes their .eml copies. A mail not yet sent is given up.
 */
export async function eraseMails(
  db: Db,
  ids: readonly string[],
  now: Date,
  outboxDir: string,
): Promise<number> {
  if (ids.length === 0) return 0;
  await db
    .updateTable('outbox_emails')
    .set({ status: 'FAILED', last_error: 'erased before sending' })
    .where('id', 'in', ids)
    .where('status', '=', 'PENDING')
    .execute();
  const erased = await db
    .updateTable('outbox_emails')
    .set({
      erased_at: now.toISOString(),
      to_address: ERASED,
      text_body: ERASED,
      html_body: ERASED,
      attachments: '[]',
      secret: null,
    })
    .where('id', 'in', ids)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  for (const id of ids) rmSync(path.join(outboxDir, `${id}.eml`), { force: true });
  return Number(erased.numUpdatedRows);
}

/** After the receipt years: the billing name and card digits go too. */
export async function eraseOrderReceipt(db: Db, orderNumber: string, now: Date): Promise<boolean> {
  await eraseOrderDetails(db, orderNumber, now);
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

export async function eraseBookingReceipt(db: Db, code: string, now: Date): Promise<boolean> {
  await eraseBookingDetails(db, code, now);
  if (!(await stampReceipt(db, 'BOOKING', code, now))) return false;
  await forgetCardDigits(db, 'BOOKING', code);
  await db
    .deleteFrom('issued_receipts')
    .where('subject_ref', '=', code)
    .where('kind', '=', 'BOOKING')
    .execute();
  return true;
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
