/**
 * Receipts as issued: each receipt's content is stored once (issued_receipts)
 * and every download prints what was stored, so later edits change only
 * later receipts. An order's receipt is issued in the transaction that
 * records its payment once the temple's legal details are its own; while
 * they are the sample it is issued when first asked for, and a production
 * server refuses to issue it at all (ReceiptsNotReady). A correction is a
 * new receipt, numbered "<order>-C<n>", naming the one it replaces.
 */
import type { Db } from '../db/schema';
import { ApiError } from '../http';
import type { ReceiptDocument, ReceiptKind } from './document';
import { bookingDocument, orderDocument, refundDocument } from './receipt-data';

/** Whether the server is the real site: it issues no receipt with sample legal details. */
export interface IssuePolicy {
  production: boolean;
}

export class ReceiptsNotReady extends ApiError {
  constructor() {
    super(
      503,
      'RECEIPTS_NOT_READY',
      "Receipts are not issued while the legal name, EIN or tax statement are the sample: the office sets them in the console's Temple page",
    );
  }
}

async function stored(db: Db, number: string): Promise<ReceiptDocument | null> {
  const row = await db
    .selectFrom('issued_receipts')
    .select('content')
    .where('receipt_number', '=', number)
    .executeTakeFirst();
  return row ? (JSON.parse(row.content) as ReceiptDocument) : null;
}

/** The subject's receipts of a kind, oldest first. */
async function issuedFor(db: Db, ref: string, kind: ReceiptKind): Promise<ReceiptDocument[]> {
  const rows = await db
    .selectFrom('issued_receipts')
    .select('content')
    .where('subject_ref', '=', ref)
    .where('kind', '=', kind)
    .orderBy('issued_at')
    .orderBy('receipt_number')
    .execute();
  return rows.map((r) => JSON.parse(r.content) as ReceiptDocument);
}

/** Stores `doc` unless its number is taken; answers what is stored under the number. */
async function store(
  db: Db,
  doc: ReceiptDocument | null,
  policy: IssuePolicy,
): Promise<ReceiptDocument | null> {
  if (!doc) return null;
  if (policy.production && doc.isSample) throw new ReceiptsNotReady();
  await db
    .insertInto('issued_receipts')
    .values({
      receipt_number: doc.number,
      kind: doc.kind,
      subject_ref: doc.subjectRef,
      replaces: doc.replaces,
      issued_at: doc.issuedAt,
      content: JSON.stringify(doc),
    })
    .onConflict((oc) => oc.column('receipt_number').doNothing())
    .execute();
  return stored(db, doc.number);
}

/**
 * Issues an order's receipt at payment when the temple's details are its own;
 * with the sample, it waits to be issued when first asked for.
 */
export async function issueAtPayment(db: Db, orderNumber: string, now: Date): Promise<void> {
  const doc = await orderDocument(db, orderNumber, {
    number: orderNumber,
    replaces: '',
    issuedAt: now.toISOString(),
  });
  if (doc && !doc.isSample) await store(db, doc, { production: true });
}

/** The receipt a booking's payment gets, issued on the same terms as an order's. */
export async function issueBookingAtPayment(db: Db, code: string, now: Date): Promise<void> {
  const doc = await bookingDocument(db, code, {
    number: code,
    replaces: '',
    issuedAt: now.toISOString(),
  });
  if (doc && !doc.isSample) await store(db, doc, { production: true });
}

type FirstDocument = typeof orderDocument | typeof bookingDocument;

/** The subject's current receipt (its latest correction), or its first, numbered as the subject. */
async function currentOrFirst(
  db: Db,
  ref: string,
  kind: 'ORDER' | 'BOOKING',
  made: FirstDocument,
  now: Date,
  policy: IssuePolicy,
): Promise<ReceiptDocument | null> {
  const current = (await issuedFor(db, ref, kind)).at(-1);
  if (current) return current;
  const doc = await made(db, ref, { number: ref, replaces: '', issuedAt: now.toISOString() });
  return store(db, doc, policy);
}

/** An order's current receipt (its latest correction), issued now if it has none; null unpaid. */
export function orderReceipt(
  db: Db,
  orderNumber: string,
  now: Date,
  policy: IssuePolicy,
): Promise<ReceiptDocument | null> {
  return currentOrFirst(db, orderNumber, 'ORDER', orderDocument, now, policy);
}

/** The receipt of an order's `n`th refund, issued now if it has none; null when no such refund. */
export async function refundReceipt(
  db: Db,
  orderNumber: string,
  n: number,
  now: Date,
  policy: IssuePolicy,
): Promise<ReceiptDocument | null> {
  const issued = await stored(db, `${orderNumber}-R${n}`);
  if (issued) return issued;
  return store(db, await refundDocument(db, orderNumber, n, now.toISOString()), policy);
}

/** A paid booking's payment receipt, issued now if it has none; null when unpaid or unknown. */
export function bookingReceipt(
  db: Db,
  code: string,
  now: Date,
  policy: IssuePolicy,
): Promise<ReceiptDocument | null> {
  return currentOrFirst(db, code, 'BOOKING', bookingDocument, now, policy);
}

/**
 * A corrected receipt of an order: made from the order and the temple's
 * details as they are now, numbered "<order>-C<n>", naming the receipt it
 * replaces. Null when the order is unknown or unpaid.
 */
export async function correctOrderReceipt(
  db: Db,
  orderNumber: string,
  now: Date,
  policy: IssuePolicy,
): Promise<ReceiptDocument | null> {
  const replaced = await orderReceipt(db, orderNumber, now, policy);
  if (!replaced) return null;
  const corrections = (await issuedFor(db, orderNumber, 'ORDER')).length;
  const doc = await orderDocument(db, orderNumber, {
    number: `${orderNumber}-C${corrections}`,
    replaces: replaced.number,
    issuedAt: now.toISOString(),
  });
  return store(db, doc, policy);
}

/** Any issued receipt by its number (a replaced one stays readable). */
export const issuedReceipt = stored;
