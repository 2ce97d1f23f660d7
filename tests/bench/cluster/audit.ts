/**
 * What the database says after the cluster bench: every order answered 201 is
 * stored once and PAID, no visitor has two orders or two bookings, and the
 * (sandbox) gateway's ledger holds at most one charge per order and per booking.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { CHARGED } from '../../../server/test-support/payment-fixtures';
import type { Tally } from './visitors';

export interface Audit {
  /** Orders answered 201 and found PAID in the database (each once: order numbers are unique). */
  ordersStored: number;
  ordersMissing: string[];
  /** Visitors with more than one order (one Idempotency-Key, one order). */
  ordersDoubled: string[];
  ordersByStatus: Record<string, number>;
  bookingsStored: number;
  bookingsMissing: string[];
  bookingsDoubled: string[];
  /** Charges taken, per order or booking: the most any one has, and those with more than one. */
  chargedSubjects: number;
  maxChargesPerSubject: number;
  chargedTwice: string[];
}

async function inChunks<T>(values: string[], read: (chunk: string[]) => Promise<T[]>) {
  const rows: T[] = [];
  for (let i = 0; i < values.length; i += 500) rows.push(...(await read(values.slice(i, i + 500))));
  return rows;
}

export async function auditCluster(db: Kysely<Database>, tally: Tally): Promise<Audit> {
  const answered = [...tally.orders.values()];
  const paid = await inChunks(answered, (chunk) =>
    db
      .selectFrom('orders')
      .select('order_number')
      .where('status', '=', 'PAID')
      .where('order_number', 'in', chunk)
      .execute(),
  );
  const found = new Set(paid.map((row) => row.order_number));
  const doubledOrders = await db
    .selectFrom('orders')
    .select('notes')
    .where('notes', 'like', 'cluster bench visitor %')
    .groupBy('notes')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  const statuses = await db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('status')
    .execute();

  const codes = [...tally.bookings.values()];
  const confirmed = await inChunks(codes, (chunk) =>
    db
      .selectFrom('astro_bookings')
      .select('code')
      .where('status', '=', 'CONFIRMED')
      .where('payment_state', '=', 'PAID')
      .where('code', 'in', chunk)
      .execute(),
  );
  const confirmedCodes = new Set(confirmed.map((row) => row.code));
  const doubledBookings = await db
    .selectFrom('astro_bookings')
    .select('contact_email')
    .where('contact_email', 'like', 'cluster-visitor-%')
    .where('status', '!=', 'CANCELLED')
    .groupBy('contact_email')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();

  // Gateway invoices are `<order number or booking invoice>-<attempt>`.
  const charges = await db
    .selectFrom('sandbox_transactions')
    .select('invoice_number')
    .where('transaction_type', '=', 'authCaptureTransaction')
    .where('status', 'in', CHARGED)
    .execute();
  const perSubject = new Map<string, number>();
  for (const { invoice_number } of charges) {
    const subject = (invoice_number ?? '(no invoice)').replace(/-\d+$/, '');
    perSubject.set(subject, (perSubject.get(subject) ?? 0) + 1);
  }

  return {
    ordersStored: found.size,
    ordersMissing: answered.filter((number) => !found.has(number)),
    ordersDoubled: [...doubledOrders.map((row) => row.notes), ...tally.orderClashes],
    ordersByStatus: Object.fromEntries(statuses.map((row) => [row.status, Number(row.n)])),
    bookingsStored: confirmedCodes.size,
    bookingsMissing: codes.filter((code) => !confirmedCodes.has(code)),
    bookingsDoubled: [...doubledBookings.map((row) => row.contact_email), ...tally.bookingClashes],
    chargedSubjects: perSubject.size,
    maxChargesPerSubject: Math.max(0, ...perSubject.values()),
    chargedTwice: [...perSubject].filter(([, n]) => n > 1).map(([subject]) => subject),
  };
}

/** What makes the bench fail: a 201 (or paid booking) missing or doubled, a charge taken twice. */
export function auditFailures(audit: Audit): string[] {
  const failures: string[] = [];
  const list = (values: string[]) => values.slice(0, 5).join(', ');
  if (audit.ordersMissing.length > 0) {
    failures.push(`orders answered 201 but not stored PAID: ${list(audit.ordersMissing)}`);
  }
  if (audit.ordersDoubled.length > 0) {
    failures.push(`visitors with two orders: ${list(audit.ordersDoubled)}`);
  }
  if (audit.bookingsMissing.length > 0) {
    failures.push(`bookings answered paid but not confirmed: ${list(audit.bookingsMissing)}`);
  }
  if (audit.bookingsDoubled.length > 0) {
    failures.push(`visitors with two bookings: ${list(audit.bookingsDoubled)}`);
  }
  if (audit.chargedTwice.length > 0) {
    failures.push(`charged more than once: ${list(audit.chargedTwice)}`);
  }
  return failures;
}
