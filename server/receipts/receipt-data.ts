/**
 * What a receipt says, read from the stored order or booking and the
 * temple's settings as they are when the receipt is issued (issue.ts stores
 * the result). Only fields the retention job keeps for tax purposes are used
 * (docs/staff.md#receipts): the order's number, email, total, paid time and
 * card; the billing name; each line's person, puja, date, price and tax
 * terms; each refund's amount, lines and time.
 */
import { describeDate, normaliseDate } from '../../domain/dates';
import { TAX_TREATMENTS } from '../../domain/tax-treatment';
import { readTempleDetails } from '../catalog';
import type { Db } from '../db/schema';
import { readOrderRecord } from '../orders';
import {
  disclosureFor,
  refundEffect,
  splitOf,
  withStatements,
  type DocumentRefund,
  type LineFacts,
  type ReceiptDocument,
  type ReceiptIssuer,
} from './document';
import { recordLineTerms, termsOf } from './line-terms';
import { readReceiptSettings } from './settings';
import { readTaxStatement } from './tax-statement';
import type { ReceiptWording } from '../../domain/staff/receipt-wording';

/**
 * The temple's zone, in which a receipt's dates are given and a tax year
 * begins and ends: the US centre's (its address is in California).
 */
export const TEMPLE_TIME_ZONE = 'America/Los_Angeles';

/** A day of an instant in the temple's zone, in the one date style. */
export function receiptDate(isoInstant: string): string {
  return describeDate(new Date(isoInstant), TEMPLE_TIME_ZONE);
}

/** "Visa XXXX1111", as the gateway reported it. */
export function cardText(cardType: string, cardNumber: string): string {
  const card = [cardType, cardNumber].filter(Boolean).join(' ');
  return card || 'Card not reported by the payment gateway';
}

/** Who issues receipts now, the words they use, and whether any of it is the sample. */
export interface IssuerNow {
  issuer: ReceiptIssuer;
  wording: ReceiptWording;
  taxStatement: string;
  isSample: boolean;
}

export async function readIssuer(db: Db): Promise<IssuerNow> {
  const temple = await readTempleDetails(db);
  const [settings, statement] = await Promise.all([
    readReceiptSettings(db, temple.centreName),
    readTaxStatement(db, temple.centreName),
  ]);
  return {
    issuer: {
      centreName: temple.centreName,
      legalName: settings.legalName,
      ein: settings.ein,
      postalAddress: temple.postalAddress,
      contact: [temple.phone, temple.email].filter(Boolean).join('  ·  '),
    },
    wording: settings.wording,
    taxStatement: statement.text,
    isSample: settings.isSample || statement.isSample,
  };
}

/** A paid order with each line's stored terms; null when unknown or unpaid. */
async function readPaidOrder(db: Db, orderNumber: string) {
  let order = await readOrderRecord(db, orderNumber);
  const paidAt = order?.paidAt;
  if (!order || !paidAt) return null;
  // Orders paid before terms were stored get them now (the catalog's, as it is).
  if (order.lines.some((line) => line.taxTreatment === '')) {
    await recordLineTerms(db, orderNumber);
    order = (await readOrderRecord(db, orderNumber)) ?? order;
  }
  const lines: LineFacts[] = order.lines.map((line) => ({
    position: line.position,
    person: line.name,
    item: line.item,
    date: line.pujaDate ? describeDate(normaliseDate(line.pujaDate)) : '',
    amountCents: line.costCents,
    ...termsOf(line),
  }));
  return { order, paidAt, payerName: order.billing?.name ?? '', lines };
}

type Numbered = Pick<ReceiptDocument, 'number' | 'replaces' | 'issuedAt'>;
type PaidOrder = NonNullable<Awaited<ReturnType<typeof readPaidOrder>>>;

/** What every receipt of an order says of its payment. */
const orderPayment = (paid: PaidOrder) => ({
  payerName: paid.payerName,
  email: paid.order.customerEmail,
  paidAt: paid.paidAt,
  card: cardText(paid.order.cardType, paid.order.cardNumber),
  paidCents: paid.order.totalCents,
});

/** What every receipt says of who issues it and in which words. */
const issuedBy = (now: IssuerNow) => ({
  issuer: now.issuer,
  taxStatement: now.taxStatement,
  isSample: now.isSample,
});

/** The receipt of a paid order as it would be issued now; null when unknown or unpaid. */
export async function orderDocument(
  db: Db,
  orderNumber: string,
  numbered: Numbered,
): Promise<ReceiptDocument | null> {
  const paid = await readPaidOrder(db, orderNumber);
  if (!paid) return null;
  const now = await readIssuer(db);
  const split = splitOf(paid.lines);
  return {
    ...numbered,
    kind: 'ORDER',
    subjectRef: orderNumber,
    ...issuedBy(now),
    ...orderPayment(paid),
    lines: withStatements(paid.lines, now.wording),
    split,
    disclosure: disclosureFor(split, now.wording),
    refund: null,
  };
}

/** The receipt of an order's `n`th refund (from 1) as issued now; null when there is none. */
export async function refundDocument(
  db: Db,
  orderNumber: string,
  n: number,
  issuedAt: string,
): Promise<ReceiptDocument | null> {
  const paid = await readPaidOrder(db, orderNumber);
  if (!paid) return null;
  const refunds = await db
    .selectFrom('staff_refunds')
    .select(['positions', 'amount_cents', 'outcome', 'created_at'])
    .where('order_number', '=', orderNumber)
    .orderBy('created_at')
    .execute();
  const row = refunds[n - 1];
  if (!row) return null;
  const linesOf = (positions: string) => {
    const chosen = JSON.parse(positions) as number[];
    return chosen.length === 0 ? paid.lines : paid.lines.filter((l) => chosen.includes(l.position));
  };
  const refunded = linesOf(row.positions);
  const earlier = splitOf(refunds.slice(0, n - 1).flatMap((r) => linesOf(r.positions)));
  const now = await readIssuer(db);
  const number = `${orderNumber}-R${n}`;
  const refund: DocumentRefund = {
    number,
    amountCents: row.amount_cents,
    at: row.created_at,
    outcome: row.outcome,
    people: JSON.parse(row.positions).length === 0 ? [] : refunded.map((l) => l.person),
    ...refundEffect(splitOf(paid.lines), earlier, splitOf(refunded), now.wording),
  };
  return {
    number,
    replaces: '',
    issuedAt,
    kind: 'REFUND',
    subjectRef: orderNumber,
    ...issuedBy(now),
    ...orderPayment(paid),
    lines: withStatements(refunded, now.wording),
    split: splitOf(paid.lines),
    disclosure: '',
    refund,
  };
}

/** The payment receipt of a paid astrology booking (a service); null when unknown or unpaid. */
export async function bookingDocument(
  db: Db,
  code: string,
  numbered: Numbered,
): Promise<ReceiptDocument | null> {
  const booking = await db
    .selectFrom('astro_bookings')
    .innerJoin('astro_reading_types', 'astro_reading_types.id', 'astro_bookings.reading_type_id')
    .select([
      'astro_bookings.code',
      'astro_bookings.contact_email',
      'astro_bookings.price_cents',
      'astro_bookings.confirmed_at',
      'astro_bookings.start_utc',
      'astro_bookings.people',
      'astro_bookings.payment_state',
      'astro_reading_types.name as reading',
    ])
    .where('astro_bookings.code', '=', code)
    .executeTakeFirst();
  if (!booking?.confirmed_at) return null;
  const card = await db
    .selectFrom('payment_attempts')
    .select('account_number')
    .where('subject_kind', '=', 'BOOKING')
    .where('subject_ref', '=', code)
    .where('status', '=', 'PAID')
    .executeTakeFirst();
  const people = JSON.parse(booking.people) as { fullName?: string }[];
  const now = await readIssuer(db);
  const lines = withStatements(
    [
      {
        position: 0,
        person: people
          .map((p) => p.fullName ?? '')
          .filter(Boolean)
          .join(', '),
        item: booking.reading,
        date: receiptDate(booking.start_utc),
        amountCents: booking.price_cents,
        treatment: TAX_TREATMENTS.service,
        goodsDescription: '',
        goodsValueCents: 0,
      },
    ],
    now.wording,
  );
  const split = splitOf(lines);
  return {
    ...numbered,
    kind: 'BOOKING',
    subjectRef: code,
    ...issuedBy(now),
    payerName: people[0]?.fullName ?? '',
    email: booking.contact_email,
    paidAt: booking.confirmed_at,
    card: cardText('', card?.account_number ?? ''),
    lines,
    paidCents: booking.price_cents,
    split,
    disclosure: '',
    refund: null,
  };
}
