/**
 * Receipts as files: the PDF of an order's receipt or of one of its refunds,
 * with a safe file name, for downloads and mail attachments. Rendered from
 * the stored order each time (nothing of the PDF is stored).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AttachmentRenderers, RenderedAttachment } from '../mail';
import { readOrderReceipt } from './receipt-data';
import { orderReceiptPdf, refundReceiptPdf } from './receipt-pdf';
import { yearStatementPdf } from './statement-pdf';
import { ordersPaidIn, STATEMENT_RENDERER } from './statements';

export interface PdfFile {
  filename: string;
  bytes: Uint8Array;
}

/** Order numbers are letters and digits; anything else is dropped from a file name. */
const safe = (text: string) => text.replace(/[^A-Za-z0-9-]/g, '');

/** An order's receipt; null when there is no such paid order. */
export async function orderReceiptFile(
  db: Kysely<Database>,
  orderNumber: string,
  now: Date,
): Promise<PdfFile | null> {
  const receipt = await readOrderReceipt(db, orderNumber);
  if (!receipt) return null;
  return {
    filename: `receipt-${safe(receipt.orderNumber)}.pdf`,
    bytes: await orderReceiptPdf(receipt, now),
  };
}

/** The receipt of an order's `n`th refund (from 1); null when there is no such refund. */
export async function refundReceiptFile(
  db: Kysely<Database>,
  orderNumber: string,
  n: number,
  now: Date,
): Promise<PdfFile | null> {
  const receipt = await readOrderReceipt(db, orderNumber);
  const refund = receipt?.refunds[n - 1];
  if (!receipt || !refund) return null;
  return {
    filename: `refund-receipt-${safe(refund.number)}.pdf`,
    bytes: await refundReceiptPdf(receipt, refund, now),
  };
}

/** An address's statement of the year's gifts; null when it paid nothing that year. */
export async function yearStatementFile(
  db: Kysely<Database>,
  year: number,
  email: string,
  now: Date,
): Promise<PdfFile | null> {
  const receipts = [];
  for (const orderNumber of await ordersPaidIn(db, email, year)) {
    const receipt = await readOrderReceipt(db, orderNumber);
    if (receipt) receipts.push(receipt);
  }
  const first = receipts[0];
  if (!first) return null;
  const bytes = await yearStatementPdf(
    { year, email, receipts, temple: first.temple, taxStatement: first.taxStatement },
    now,
  );
  return { filename: `statement-${year}.pdf`, bytes };
}

const ORDER_RECEIPT = 'order-receipt';

const asAttachment = (file: PdfFile) => ({
  filename: file.filename,
  contentType: 'application/pdf',
  content: Buffer.from(file.bytes),
});

/** The confirmation mail's receipt: made when the mail is sent. */
export function orderReceiptAttachment(orderNumber: string): RenderedAttachment {
  return { render: ORDER_RECEIPT, ref: orderNumber };
}

/** The mail worker's renderers of receipts (server/app.ts gives them to it). */
export function receiptRenderers(db: Kysely<Database>, now: () => Date): AttachmentRenderers {
  return {
    async [ORDER_RECEIPT](orderNumber) {
      const file = await orderReceiptFile(db, orderNumber, now());
      if (!file) throw new Error('The receipt of an unpaid or unknown order');
      return asAttachment(file);
    },
    async [STATEMENT_RENDERER](ref) {
      const [year, email] = ref.split(' ');
      const file = await yearStatementFile(db, Number(year), email ?? '', now());
      if (!file) throw new Error('A statement of a year with no gifts');
      return asAttachment(file);
    },
  };
}
