/**
 * What a receipt prints, read from the stored order. Only fields the
 * retention job keeps for tax purposes are used (docs/staff.md#receipts):
 * the order's number, email, total, paid time and card; the billing name;
 * each line's person, puja, date and price; each refund's amount and time.
 */
import type { Kysely } from 'kysely';
import { NO_PUJA_ID } from '../../domain/constants';
import { describeDate, normaliseDate } from '../../domain/dates';
import type { TempleDetails } from '../../domain/temple-details';
import { readTempleDetails } from '../catalog';
import type { Database } from '../db/schema';
import { readTaxStatement, type TaxStatement } from './tax-statement';

/**
 * The temple's zone, in which a receipt's dates are given and a tax year
 * begins and ends: the US centre's (its address is in California).
 */
export const TEMPLE_TIME_ZONE = 'America/Los_Angeles';

export interface ReceiptLine {
  person: string;
  puja: string;
  /** In the one date style; '' when the offering has no date. */
  date: string;
  amountCents: number;
}

export interface ReceiptRefund {
  /** The order number with R and the refund's place among the order's refunds: "AB12CD-R1". */
  number: string;
  amountCents: number;
  /** ISO instant. */
  at: string;
  /** VOIDED (the charge was cancelled) or REFUNDED. */
  outcome: string;
  /** The people refunded; empty for the whole order. */
  people: string[];
}

export interface OrderReceipt {
  orderNumber: string;
  /** ISO instant of the payment. */
  paidAt: string;
  payerName: string;
  email: string;
  lines: ReceiptLine[];
  paidCents: number;
  refunds: ReceiptRefund[];
  refundedCents: number;
  /** As the gateway reported it: brand ("Visa") and masked number ("XXXX1111"); '' if unknown. */
  cardType: string;
  cardNumber: string;
  temple: TempleDetails;
  taxStatement: TaxStatement;
}

/** A day of an instant in the temple's zone, in the one date style. */
export function receiptDate(isoInstant: string): string {
  return describeDate(new Date(isoInstant), TEMPLE_TIME_ZONE);
}

/** The receipt of a paid order, or null when there is no such order or it was never paid. */
export async function readOrderReceipt(
  db: Kysely<Database>,
  orderNumber: string,
): Promise<OrderReceipt | null> {
  const order = await db
    .selectFrom('orders')
    .select([
      'order_number',
      'customer_email',
      'total_cents',
      'paid_at',
      'card_type',
      'card_number',
    ])
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
  if (!order?.paid_at) return null;
  const [items, billing, refunds, temple] = await Promise.all([
    db
      .selectFrom('order_line_items')
      .select(['position', 'first_name', 'last_name', 'item_name', 'puja_date', 'cost_cents'])
      .where('order_number', '=', orderNumber)
      .where('puja_id', '<>', NO_PUJA_ID)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('order_addresses')
      .select(['first_name', 'last_name'])
      .where('order_number', '=', orderNumber)
      .where('type', '=', 'BILLING')
      .executeTakeFirst(),
    db
      .selectFrom('staff_refunds')
      .select(['positions', 'amount_cents', 'outcome', 'created_at'])
      .where('order_number', '=', orderNumber)
      .orderBy('created_at')
      .execute(),
    readTempleDetails(db),
  ]);
  const personOf = new Map(
    items.map((i) => [i.position, `${i.first_name} ${i.last_name}`.trim()] as const),
  );
  const receiptRefunds = refunds.map((r, index) => ({
    number: `${order.order_number}-R${index + 1}`,
    amountCents: r.amount_cents,
    at: r.created_at,
    outcome: r.outcome,
    people: (JSON.parse(r.positions) as number[]).map((p) => personOf.get(p) ?? ''),
  }));
  return {
    orderNumber: order.order_number,
    paidAt: order.paid_at,
    payerName: billing ? `${billing.first_name} ${billing.last_name}`.trim() : '',
    email: order.customer_email,
    lines: items.map((i) => ({
      person: personOf.get(i.position) ?? '',
      puja: i.item_name,
      date: i.puja_date ? describeDate(normaliseDate(i.puja_date)) : '',
      amountCents: i.cost_cents,
    })),
    paidCents: order.total_cents,
    refunds: receiptRefunds,
    refundedCents: receiptRefunds.reduce((sum, r) => sum + r.amountCents, 0),
    cardType: order.card_type,
    cardNumber: order.card_number,
    temple,
    taxStatement: await readTaxStatement(db, temple.centreName),
  };
}
