/**
 * The PDF of a yearly statement: for each payer name an address paid under,
 * its contributions and its payments for services apart, each with its own
 * total, refunds taken off the part they returned. Made from the receipts as
 * issued, so it says what they said.
 */
import { formatUsd } from '../../domain/money';
import { isContribution } from '../../domain/tax-treatment';
import { deductibleOf, type PaymentSplit, type ReceiptDocument } from './document';
import { PdfWriter } from './pdf-writer';
import { receiptDate, TEMPLE_TIME_ZONE, type IssuerNow } from './receipt-data';

export interface YearStatement {
  year: number;
  email: string;
  /** The year's order and booking receipts (current ones) and their refunds' receipts. */
  receipts: ReceiptDocument[];
  /** The temple as it is when the statement is made. */
  issuer: IssuerNow;
}

/** A payer's year: their receipts, and the totals by treatment after refunds. */
export interface PayerYear {
  payerName: string;
  receipts: ReceiptDocument[];
  totals: PaymentSplit;
}

export function payersOf(receipts: readonly ReceiptDocument[]): PayerYear[] {
  const byName = new Map<string, PayerYear>();
  for (const receipt of receipts) {
    const name = receipt.payerName || receipt.email;
    let payer = byName.get(name);
    if (!payer) {
      payer = {
        payerName: name,
        receipts: [],
        totals: { contributionCents: 0, serviceCents: 0, goodsValueCents: 0 },
      };
      byName.set(name, payer);
    }
    payer.receipts.push(receipt);
    const sign = receipt.refund ? -1 : 1;
    const split = receipt.refund ? receipt.refund.split : receipt.split;
    payer.totals.contributionCents += sign * split.contributionCents;
    payer.totals.serviceCents += sign * split.serviceCents;
    payer.totals.goodsValueCents += sign * split.goodsValueCents;
  }
  return [...byName.values()];
}

const AT = [80, 200, 360];

function section(
  pdf: PdfWriter,
  receipts: readonly ReceiptDocument[],
  contributions: boolean,
): boolean {
  let any = false;
  for (const receipt of receipts) {
    const lines = receipt.lines.filter((l) => isContribution(l.treatment) === contributions);
    for (const line of lines) {
      any = true;
      const sign = receipt.refund ? '-' : '';
      const date = receiptDate(receipt.refund?.at ?? receipt.paidAt);
      const what = receipt.refund ? `Refund ${receipt.number}` : receipt.number;
      const goods =
        contributions && line.goodsValueCents > 0
          ? `, goods ${formatUsd(line.goodsValueCents)}`
          : '';
      pdf.columns(
        [
          date,
          what,
          `${line.person}: ${line.item}${goods}`,
          `${sign}${formatUsd(line.amountCents)}`,
        ],
        AT,
      );
    }
  }
  if (!any) pdf.text('None this year.', { size: 9, muted: true });
  return any;
}

export async function yearStatementPdf(statement: YearStatement, now: Date): Promise<Uint8Array> {
  const { year, issuer } = statement;
  const pdf = await PdfWriter.create(`Statement for ${year}`, now);
  pdf.text(issuer.issuer.centreName, { size: 16, weight: 'bold' });
  pdf.text(issuer.issuer.postalAddress.join('\n'), { muted: true });
  pdf.rule().heading(`Statement of contributions and payments for ${year}`, 15);
  pdf.rows([
    ['Issued by', issuer.issuer.legalName],
    ['EIN', issuer.issuer.ein],
    ['Email', statement.email],
    ['Period', `1 January to 31 December ${year} (${TEMPLE_TIME_ZONE} time)`],
    ['Statement date', receiptDate(now.toISOString())],
  ]);
  for (const payer of payersOf(statement.receipts)) {
    pdf.rule().heading(`Received from ${payer.payerName}`, 13);
    pdf.heading('Contributions', 11);
    section(pdf, payer.receipts, true);
    const rows: [string, string][] = [
      ['Total of contributions', formatUsd(payer.totals.contributionCents)],
    ];
    if (payer.totals.goodsValueCents > 0)
      rows.push(
        ["Goods' value (good-faith estimate)", formatUsd(payer.totals.goodsValueCents)],
        ['Contributions less goods', formatUsd(deductibleOf(payer.totals))],
      );
    pdf.gap(2).rows(rows);
    pdf.heading('Payments for services (not contributions)', 11);
    section(pdf, payer.receipts, false);
    pdf.gap(2).rows([['Total of payments for services', formatUsd(payer.totals.serviceCents)]]);
  }
  pdf.rule().heading('Tax statement', 11);
  pdf.text(
    'Each contribution above was acknowledged by its receipt, which says what the temple gave in return. Payments for services are listed apart: they are not contributions.',
    { size: 9 },
  );
  pdf.text(issuer.taxStatement, { size: 9 });
  return pdf.save();
}
