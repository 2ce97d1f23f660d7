/**
 * Receipts as files: the PDF of an issued receipt (issue.ts) with a safe file
 * name, for downloads and mail attachments, and the yearly statement.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http';
import { ORDER_RECEIPT_RENDER } from '../orders';
import { UnprintableTextError } from '../pdf';
import type { AttachmentRenderers, RenderedAttachment } from '../mail';
import type { ReceiptDocument } from './document';
import { bookingReceipt, orderReceipt, refundReceipt, type IssuePolicy } from './issue';
import { readIssuer } from './receipt-data';
import { receiptPdf } from './receipt-pdf';
import { yearStatementPdf } from './statement-pdf';
import { paidIn, STATEMENT_RENDERER } from './statements';

export interface PdfFile {
  filename: string;
  bytes: Uint8Array;
}

/** Order numbers are letters and digits; anything else is dropped from a file name. */
const safe = (text: string) => text.replace(/[^A-Za-z0-9-]/g, '');

/**
 * A receipt whose names or address have letters no receipt font has: refused
 * with the one error shape, never printed without them. The receipt stays
 * issued as it is; the message names the code points only (it may be logged).
 */
export class UnprintableReceipt extends ApiError {
  constructor(error: UnprintableTextError) {
    const points = error.message.replace(/^No PDF font has the characters /, '');
    super(
      422,
      'UNPRINTABLE_RECEIPT',
      `This receipt cannot be printed: a name or address on it has letters none of the receipt fonts has (${points}). It is kept as issued, with the name as given; the office can issue a correction with the name in Latin, Malayalam, Tamil or Devanagari letters.`,
    );
  }
}

/** The PDF `render` makes, or UnprintableReceipt for letters no font has. */
async function printed(render: () => Promise<Uint8Array>): Promise<Uint8Array> {
  try {
    return await render();
  } catch (error) {
    if (error instanceof UnprintableTextError) throw new UnprintableReceipt(error);
    throw error;
  }
}

async function asFile(prefix: string, doc: ReceiptDocument | null): Promise<PdfFile | null> {
  if (!doc) return null;
  return {
    filename: `${prefix}-${safe(doc.number)}.pdf`,
    bytes: await printed(() => receiptPdf(doc)),
  };
}

/** An order's receipt (its latest correction); null when there is no such paid order. */
export async function orderReceiptFile(
  db: Kysely<Database>,
  orderNumber: string,
  now: Date,
  policy: IssuePolicy,
): Promise<PdfFile | null> {
  return asFile('receipt', await orderReceipt(db, orderNumber, now, policy));
}

/** The receipt of an order's `n`th refund (from 1); null when there is no such refund. */
export async function refundReceiptFile(
  db: Kysely<Database>,
  orderNumber: string,
  n: number,
  now: Date,
  policy: IssuePolicy,
): Promise<PdfFile | null> {
  return asFile('refund-receipt', await refundReceipt(db, orderNumber, n, now, policy));
}

/** A paid astrology booking's payment receipt; null when there is none. */
export async function bookingReceiptFile(
  db: Kysely<Database>,
  code: string,
  now: Date,
  policy: IssuePolicy,
): Promise<PdfFile | null> {
  return asFile('receipt', await bookingReceipt(db, code, now, policy));
}

/** The year's receipts of an address: orders' and bookings', then each order's refunds'. */
async function yearReceipts(
  db: Kysely<Database>,
  year: number,
  email: string,
  now: Date,
  policy: IssuePolicy,
): Promise<ReceiptDocument[]> {
  const receipts: ReceiptDocument[] = [];
  for (const orderNumber of await paidIn(db, 'orders', email, year)) {
    const receipt = await orderReceipt(db, orderNumber, now, policy);
    if (!receipt) continue;
    receipts.push(receipt);
    for (let n = 1; ; n++) {
      const refund = await refundReceipt(db, orderNumber, n, now, policy);
      if (!refund) break;
      receipts.push(refund);
    }
  }
  for (const code of await paidIn(db, 'astro_bookings', email, year)) {
    const receipt = await bookingReceipt(db, code, now, policy);
    if (receipt) receipts.push(receipt);
  }
  return receipts;
}

/** An address's statement of the year; null when it paid nothing that year. */
export async function yearStatementFile(
  db: Kysely<Database>,
  year: number,
  email: string,
  now: Date,
  policy: IssuePolicy,
): Promise<PdfFile | null> {
  const receipts = await yearReceipts(db, year, email, now, policy);
  if (receipts.length === 0) return null;
  const issuer = await readIssuer(db);
  const bytes = await printed(() => yearStatementPdf({ year, email, receipts, issuer }, now));
  return { filename: `statement-${year}.pdf`, bytes };
}

const BOOKING_RECEIPT = 'booking-receipt';

const asAttachment = (file: PdfFile) => ({
  filename: file.filename,
  contentType: 'application/pdf',
  content: Buffer.from(file.bytes),
});

/** A booking's confirmation mail's payment receipt. */
export function bookingReceiptAttachment(code: string): RenderedAttachment {
  return { render: BOOKING_RECEIPT, ref: code };
}

/** The mail worker's renderers of receipts (server/app.ts gives them to it). */
export function receiptRenderers(
  db: Kysely<Database>,
  now: () => Date,
  policy: IssuePolicy,
): AttachmentRenderers {
  return {
    async [ORDER_RECEIPT_RENDER](orderNumber) {
      const file = await orderReceiptFile(db, orderNumber, now(), policy);
      if (!file) throw new Error('The receipt of an unpaid or unknown order');
      return asAttachment(file);
    },
    async [BOOKING_RECEIPT](code) {
      const file = await bookingReceiptFile(db, code, now(), policy);
      if (!file) throw new Error('The receipt of an unpaid or unknown booking');
      return asAttachment(file);
    },
    async [STATEMENT_RENDERER](ref) {
      const [year, email] = ref.split(' ');
      const file = await yearStatementFile(db, Number(year), email ?? '', now(), policy);
      if (!file) throw new Error('A statement of a year with no payments');
      return asAttachment(file);
    },
  };
}
