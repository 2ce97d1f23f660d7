/** The PDF of an order's receipt, and of each of its refunds (pure: data in, bytes out). */
import { formatUsd } from '../../domain/money';
import { PdfWriter } from './pdf-writer';
import { receiptDate, type OrderReceipt, type ReceiptRefund } from './receipt-data';

/** "Visa XXXX1111", as the gateway reported it. */
export function cardText(receipt: Pick<OrderReceipt, 'cardType' | 'cardNumber'>): string {
  const card = [receipt.cardType, receipt.cardNumber].filter(Boolean).join(' ');
  return card || 'Card not reported by the payment gateway';
}

function templeHeader(pdf: PdfWriter, receipt: OrderReceipt, title: string): void {
  pdf.text(receipt.temple.centreName, { size: 16, weight: 'bold' });
  pdf.text(receipt.temple.postalAddress.join('\n'), { muted: true });
  pdf.text([receipt.temple.phone, receipt.temple.email].filter(Boolean).join('  ·  '), {
    muted: true,
  });
  pdf.rule().heading(title, 15);
}

function taxStatement(pdf: PdfWriter, receipt: OrderReceipt): void {
  pdf.rule().heading('Tax statement', 11);
  pdf.text(receipt.taxStatement.text, { size: 9 });
}

function donor(receipt: OrderReceipt): [string, string][] {
  return [
    ['Received from', receipt.payerName || receipt.email],
    ['Email', receipt.email],
  ];
}

export async function orderReceiptPdf(receipt: OrderReceipt, now: Date): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`Receipt for order ${receipt.orderNumber}`, now);
  templeHeader(pdf, receipt, 'Receipt');
  pdf.rows([
    ['Receipt number', receipt.orderNumber],
    ['Order number', receipt.orderNumber],
    ['Date paid', receiptDate(receipt.paidAt)],
    ...donor(receipt),
    ['Paid with', cardText(receipt)],
  ]);
  pdf.heading('Offerings', 11);
  const at = [140, 300, 430];
  pdf.columns(['Person', 'Puja', 'Date', 'Amount'], at, [true, true, true, true]);
  for (const line of receipt.lines) {
    pdf.columns([line.person, line.puja, line.date || '—', formatUsd(line.amountCents)], at);
  }
  pdf.gap(4).rows([
    ['Amount paid', formatUsd(receipt.paidCents)],
    ['Amount refunded', formatUsd(receipt.refundedCents)],
    ['Amount kept by the temple', formatUsd(receipt.paidCents - receipt.refundedCents)],
  ]);
  if (receipt.refunds.length > 0) {
    pdf.gap(4).text('Each refund has a receipt of its own:', { size: 9, muted: true });
    for (const refund of receipt.refunds) {
      pdf.text(`${refund.number}: ${formatUsd(refund.amountCents)} on ${receiptDate(refund.at)}`, {
        size: 9,
        muted: true,
      });
    }
  }
  taxStatement(pdf, receipt);
  return pdf.save();
}

export async function refundReceiptPdf(
  receipt: OrderReceipt,
  refund: ReceiptRefund,
  now: Date,
): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`Refund receipt ${refund.number}`, now);
  templeHeader(pdf, receipt, 'Refund receipt');
  pdf.rows([
    ['Refund number', refund.number],
    ['Original order', receipt.orderNumber],
    ['Order paid on', receiptDate(receipt.paidAt)],
    ['Refund date', receiptDate(refund.at)],
    ...donor(receipt),
    ['Refunded to', cardText(receipt)],
    ['Amount refunded', formatUsd(refund.amountCents)],
    ['Refunded for', refund.people.length > 0 ? refund.people.join(', ') : 'The whole order'],
  ]);
  pdf
    .gap(4)
    .text(
      refund.outcome === 'VOIDED'
        ? 'The charge was cancelled before it settled, so the money never left the card.'
        : 'The amount was given back to the card above; it can take a few working days to appear.',
      { size: 9, muted: true },
    );
  pdf.gap(4).rows([
    ['Order total paid', formatUsd(receipt.paidCents)],
    ['Refunded in all', formatUsd(receipt.refundedCents)],
    ['Amount kept by the temple', formatUsd(receipt.paidCents - receipt.refundedCents)],
  ]);
  taxStatement(pdf, receipt);
  return pdf.save();
}
