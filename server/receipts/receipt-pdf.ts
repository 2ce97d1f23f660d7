/**
 * The PDF of an issued receipt (pure: the stored document in, bytes out; the
 * PDF's dates are the issue's, so a download is the same file every time).
 */
import { formatUsd } from '../../domain/money';
import type { ReceiptDocument } from './document';
import { PdfWriter } from './pdf-writer';
import { receiptDate } from './receipt-data';

const TITLES: Record<ReceiptDocument['kind'], string> = {
  ORDER: 'Receipt',
  REFUND: 'Refund receipt',
  BOOKING: 'Payment receipt',
};

function issuerHeader(pdf: PdfWriter, doc: ReceiptDocument): void {
  pdf.text(doc.issuer.centreName, { size: 16, weight: 'bold' });
  pdf.text(doc.issuer.postalAddress.join('\n'), { muted: true });
  if (doc.issuer.contact) pdf.text(doc.issuer.contact, { muted: true });
  pdf
    .rule()
    .heading(doc.replaces ? `Corrected ${TITLES[doc.kind].toLowerCase()}` : TITLES[doc.kind], 15);
}

function issueRows(doc: ReceiptDocument): [string, string][] {
  return [
    ['Receipt number', doc.number],
    ...(doc.replaces ? [['Replaces receipt', doc.replaces] as [string, string]] : []),
    ['Issued on', receiptDate(doc.issuedAt)],
    ['Issued by', doc.issuer.legalName],
    ['EIN', doc.issuer.ein],
    ['Received from', doc.payerName || doc.email],
    ['Email', doc.email],
  ];
}

/** The lines, each followed by what the law asks it to say. */
function linesTable(pdf: PdfWriter, doc: ReceiptDocument): void {
  const at = [140, 300, 430];
  pdf.columns(['Person', doc.kind === 'BOOKING' ? 'Reading' : 'Offering', 'Date', 'Amount'], at, [
    true,
    true,
    true,
    true,
  ]);
  for (const line of doc.lines) {
    pdf.columns([line.person, line.item, line.date || '—', formatUsd(line.amountCents)], at);
    pdf.text(line.statement, { size: 9, muted: true }, 12).gap(4);
  }
}

function closing(pdf: PdfWriter, doc: ReceiptDocument): void {
  pdf.rule().heading('Tax statement', 11);
  pdf.text(doc.taxStatement, { size: 9 });
}

function splitRows(doc: ReceiptDocument): [string, string][] {
  const rows: [string, string][] = [['Amount paid', formatUsd(doc.paidCents)]];
  if (doc.split.contributionCents > 0)
    rows.push(['Contributions', formatUsd(doc.split.contributionCents)]);
  if (doc.split.goodsValueCents > 0)
    rows.push(["Goods' value (good-faith estimate)", formatUsd(doc.split.goodsValueCents)]);
  if (doc.split.serviceCents > 0)
    rows.push(['Payments for services', formatUsd(doc.split.serviceCents)]);
  return rows;
}

function paymentReceipt(pdf: PdfWriter, doc: ReceiptDocument): void {
  pdf.rows([
    ...issueRows(doc),
    [doc.kind === 'BOOKING' ? 'Booking' : 'Order number', doc.subjectRef],
    ['Date paid', receiptDate(doc.paidAt)],
    ['Paid with', doc.card],
  ]);
  pdf.heading(doc.kind === 'BOOKING' ? 'Reading' : 'Offerings', 11);
  linesTable(pdf, doc);
  pdf.gap(4).rows(splitRows(doc));
  if (doc.disclosure) pdf.gap(4).heading('Deductible amount', 11).text(doc.disclosure);
}

function refundReceipt(pdf: PdfWriter, doc: ReceiptDocument): void {
  const refund = doc.refund!;
  pdf.rows([
    ...issueRows(doc),
    ['Original order', doc.subjectRef],
    ['Order paid on', receiptDate(doc.paidAt)],
    ['Refund date', receiptDate(refund.at)],
    ['Refunded to', doc.card],
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
  pdf.heading('Refunded', 11);
  linesTable(pdf, doc);
  pdf.heading('What this refund changes', 11);
  for (const statement of refund.statements) pdf.text(statement).gap(2);
  pdf
    .gap(4)
    .rows([
      ['Order total paid', formatUsd(doc.paidCents)],
      ['Contribution before this refund', formatUsd(refund.before.contributionCents)],
      ['Contribution after this refund', formatUsd(refund.after.contributionCents)],
      ...(refund.split.serviceCents > 0
        ? [['Service payments refunded', formatUsd(refund.split.serviceCents)] as [string, string]]
        : []),
    ]);
}

export async function receiptPdf(doc: ReceiptDocument): Promise<Uint8Array> {
  const issuedAt = new Date(doc.issuedAt);
  const pdf = await PdfWriter.create(`${TITLES[doc.kind]} ${doc.number}`, issuedAt);
  issuerHeader(pdf, doc);
  if (doc.refund) refundReceipt(pdf, doc);
  else paymentReceipt(pdf, doc);
  closing(pdf, doc);
  return pdf.save();
}
