/**
 * Receipt documents built by hand for tests that print them (what issue.ts
 * stores at payment): an order's receipt with the people named, and one of
 * its refunds' receipts.
 */
import { DEFAULT_WORDING } from '../../../domain/staff/receipt-wording';
import { TAX_TREATMENTS } from '../../../domain/tax-treatment';
import type { DocumentLine, ReceiptDocument, ReceiptIssuer } from '../document';
import type { IssuerNow } from '../receipt-data';

export const ISSUER: ReceiptIssuer = {
  centreName: 'Temple Centre',
  legalName: 'Temple Centre Inc.',
  ein: '12-3456789',
  postalAddress: ['1 Temple Road', 'Indianapolis, IN 46201'],
  contact: '+1 317 555 0100 · office@example.org',
};

const INTANGIBLE = DEFAULT_WORDING.intangible;

export const ISSUER_NOW: IssuerNow = {
  issuer: ISSUER,
  wording: DEFAULT_WORDING,
  taxStatement: 'Tax statement text.',
  isSample: false,
};

const line = (person: string, position: number, amountCents: number): DocumentLine => ({
  position,
  person,
  item: 'Archana',
  date: '1 December 2026',
  amountCents,
  treatment: TAX_TREATMENTS.intangible,
  goodsDescription: '',
  goodsValueCents: 0,
  statement: INTANGIBLE,
});

const split = (contributionCents: number) => ({
  contributionCents,
  serviceCents: 0,
  goodsValueCents: 0,
});

/** The receipt of an order paid by `payer` for `people`, 21 dollars each. */
export function orderDocument(payer: string, people: readonly string[]): ReceiptDocument {
  const paidCents = 2100 * people.length;
  return {
    number: 'AB12CD',
    kind: 'ORDER',
    replaces: '',
    issuedAt: '2026-11-20T17:00:00Z',
    subjectRef: 'AB12CD',
    issuer: ISSUER,
    payerName: payer,
    email: 'devotee@example.org',
    paidAt: '2026-11-20T17:00:00Z',
    card: 'Visa XXXX1111',
    lines: people.map((person, index) => line(person, index + 1, 2100)),
    paidCents,
    split: split(paidCents),
    disclosure: '',
    refund: null,
    taxStatement: 'Tax statement text.',
    isSample: false,
  };
}

/** The receipt of a refund of `person`'s line of `order`. */
export function refundDocument(order: ReceiptDocument, person: string): ReceiptDocument {
  return {
    ...order,
    number: `${order.number}-R1`,
    kind: 'REFUND',
    issuedAt: '2026-11-21T17:00:00Z',
    refund: {
      number: `${order.number}-R1`,
      amountCents: 2100,
      at: '2026-11-21T17:00:00Z',
      outcome: 'REFUNDED',
      people: [person],
      split: split(2100),
      before: order.split,
      after: split(order.split.contributionCents - 2100),
      statements: ['This refund reduces your contribution.'],
    },
  };
}
