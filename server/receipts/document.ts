/**
 * A receipt's content, as stored when it is issued (issue.ts) and printed by
 * every download (receipt-pdf.ts). Everything a receipt says is in here,
 * words filled in, so later edits of the temple's details, its legal
 * settings or the catalog change only receipts issued later.
 */
import {
  deductibleCents,
  isContribution,
  needsDisclosure,
  TAX_TREATMENTS,
  type TaxTerms,
  type TaxTreatment,
} from '../../domain/tax-treatment';
import { formatUsd } from '../../domain/money';
import { fillWording, type ReceiptWording } from '../../domain/staff/receipt-wording';

export type ReceiptKind = 'ORDER' | 'REFUND' | 'BOOKING';

/** Who issues the receipt, as it was when the receipt was issued. */
export interface ReceiptIssuer {
  centreName: string;
  legalName: string;
  ein: string;
  postalAddress: string[];
  /** Phone and email, one line. */
  contact: string;
}

export interface DocumentLine {
  /** The order line's position (refunds name positions); 0 for a booking. */
  position: number;
  person: string;
  item: string;
  /** In the one date style; '' when the offering has no date. */
  date: string;
  amountCents: number;
  treatment: TaxTreatment;
  goodsDescription: string;
  goodsValueCents: number;
  /** What the law asks this line's receipt to say, filled in. */
  statement: string;
}

/** What a payment was, by treatment. */
export interface PaymentSplit {
  contributionCents: number;
  serviceCents: number;
  goodsValueCents: number;
}

export interface DocumentRefund {
  /** "AB12CD-R1" */
  number: string;
  amountCents: number;
  /** ISO instant. */
  at: string;
  /** VOIDED or REFUNDED. */
  outcome: string;
  /** The people refunded; empty for the whole order. */
  people: string[];
  /** What this refund takes back, by treatment (the goods of refunded lines are not given). */
  split: PaymentSplit;
  /** The order's contribution and goods before and after this refund. */
  before: PaymentSplit;
  after: PaymentSplit;
  /** How the refund changes the contribution, filled in. */
  statements: string[];
}

export interface ReceiptDocument {
  number: string;
  kind: ReceiptKind;
  /** The receipt this one corrects; '' for a first issue. */
  replaces: string;
  /** ISO instant the receipt was issued. */
  issuedAt: string;
  /** The order number or booking code. */
  subjectRef: string;
  issuer: ReceiptIssuer;
  payerName: string;
  email: string;
  /** ISO instant of the payment. */
  paidAt: string;
  /** "Visa XXXX1111", or a sentence when the gateway named no card. */
  card: string;
  lines: DocumentLine[];
  paidCents: number;
  split: PaymentSplit;
  /** IRC §6115's disclosure, filled in; '' when the payment needs none. */
  disclosure: string;
  /** Only on a refund receipt. */
  refund: DocumentRefund | null;
  /** The temple's own tax statement (its exemption), as written then. */
  taxStatement: string;
  /** True while any legal detail printed is still the sample. */
  isSample: boolean;
}

export type LineFacts = Omit<DocumentLine, 'statement'>;

/** The statement a line's treatment asks for, in the office's words. */
export function lineStatement(line: TaxTerms, wording: ReceiptWording): string {
  if (line.treatment === TAX_TREATMENTS.service) return wording.service;
  if (line.treatment === TAX_TREATMENTS.intangible) return wording.intangible;
  return fillWording(wording.goods, {
    description: line.goodsDescription,
    value: formatUsd(line.goodsValueCents),
  });
}

export function splitOf(lines: readonly LineFacts[]): PaymentSplit {
  const split: PaymentSplit = { contributionCents: 0, serviceCents: 0, goodsValueCents: 0 };
  for (const line of lines) {
    if (isContribution(line.treatment)) split.contributionCents += line.amountCents;
    else split.serviceCents += line.amountCents;
    if (line.treatment === TAX_TREATMENTS.goods) split.goodsValueCents += line.goodsValueCents;
  }
  return split;
}

/** The part of the contributions that may be deductible: their excess over the goods' value. */
export function deductibleOf(split: PaymentSplit): number {
  return deductibleCents(split.contributionCents, {
    treatment: TAX_TREATMENTS.goods,
    goodsDescription: '',
    goodsValueCents: split.goodsValueCents,
  });
}

/** §6115's disclosure for a payment whose contributions exceed $75 and bought goods; else ''. */
export function disclosureFor(split: PaymentSplit, wording: ReceiptWording): string {
  if (!needsDisclosure(split.contributionCents, split.goodsValueCents)) return '';
  return fillWording(wording.disclosure, {
    value: formatUsd(split.goodsValueCents),
    deductible: formatUsd(deductibleOf(split)),
    amount: formatUsd(split.contributionCents),
  });
}

/** The lines with their statements. */
export function withStatements(
  lines: readonly LineFacts[],
  wording: ReceiptWording,
): DocumentLine[] {
  return lines.map((line) => ({ ...line, statement: lineStatement(line, wording) }));
}

const minus = (a: PaymentSplit, b: PaymentSplit): PaymentSplit => ({
  contributionCents: a.contributionCents - b.contributionCents,
  serviceCents: a.serviceCents - b.serviceCents,
  goodsValueCents: a.goodsValueCents - b.goodsValueCents,
});

/**
 * What a refund of `refunded` lines does to an order whose earlier refunds
 * took back `earlier`: the split before and after, and the words saying so.
 */
export function refundEffect(
  order: PaymentSplit,
  earlier: PaymentSplit,
  refunded: PaymentSplit,
  wording: ReceiptWording,
): Pick<DocumentRefund, 'split' | 'before' | 'after' | 'statements'> {
  const before = minus(order, earlier);
  const after = minus(before, refunded);
  const statements: string[] = [];
  if (refunded.contributionCents > 0) {
    statements.push(
      fillWording(wording.refund, {
        before: formatUsd(before.contributionCents),
        after: formatUsd(after.contributionCents),
      }),
    );
    if (before.goodsValueCents > 0)
      statements.push(
        `The goods the temple gave are now valued at ${formatUsd(after.goodsValueCents)}, so the part of your contribution that may be deductible is now ${formatUsd(deductibleOf(after))}.`,
      );
  }
  if (refunded.serviceCents > 0)
    statements.push(
      `${formatUsd(refunded.serviceCents)} of this refund returns a payment for a service, which was not a contribution.`,
    );
  return { split: refunded, before, after, statements };
}
