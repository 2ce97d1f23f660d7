/** The PDF of a yearly statement: every order an address paid in the year, refunds, totals. */
import { formatUsd } from '../../domain/money';
import type { TaxStatement } from './tax-statement';
import type { TempleDetails } from '../../domain/temple-details';
import { PdfWriter } from './pdf-writer';
import { receiptDate, TEMPLE_TIME_ZONE, type OrderReceipt } from './receipt-data';

export interface YearStatement {
  year: number;
  email: string;
  receipts: OrderReceipt[];
  temple: TempleDetails;
  taxStatement: TaxStatement;
}

export async function yearStatementPdf(statement: YearStatement, now: Date): Promise<Uint8Array> {
  const { year, receipts, temple } = statement;
  const pdf = await PdfWriter.create(`Statement of gifts ${year}`, now);
  pdf.text(temple.centreName, { size: 16, weight: 'bold' });
  pdf.text(temple.postalAddress.join('\n'), { muted: true });
  pdf.rule().heading(`Statement of gifts for ${year}`, 15);
  const payer = receipts.map((r) => r.payerName).findLast(Boolean) ?? '';
  pdf.rows([
    ...(payer ? [['Received from', payer] as const] : []),
    ['Email', statement.email],
    ['Period', `1 January to 31 December ${year} (${TEMPLE_TIME_ZONE} time)`],
    ['Statement date', receiptDate(now.toISOString())],
  ]);
  const at = [130, 280, 430];
  for (const receipt of receipts) {
    pdf.heading(`Order ${receipt.orderNumber}, paid ${receiptDate(receipt.paidAt)}`, 11);
    for (const line of receipt.lines) {
      pdf.columns([line.person, line.puja, line.date || '—', formatUsd(line.amountCents)], at);
    }
    for (const refund of receipt.refunds) {
      pdf.columns(
        [
          `Refund ${refund.number}`,
          '',
          receiptDate(refund.at),
          `-${formatUsd(refund.amountCents)}`,
        ],
        at,
      );
    }
  }
  const paid = receipts.reduce((sum, r) => sum + r.paidCents, 0);
  const refunded = receipts.reduce((sum, r) => sum + r.refundedCents, 0);
  pdf.rule().rows([
    ['Paid in the year', formatUsd(paid)],
    ['Refunded', formatUsd(refunded)],
    ['Total of gifts', formatUsd(paid - refunded)],
  ]);
  pdf.rule().heading('Tax statement', 11);
  pdf.text(statement.taxStatement.text, { size: 9 });
  return pdf.save();
}
