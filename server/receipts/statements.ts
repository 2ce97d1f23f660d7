/**
 * Yearly statements (`npm run statements -- --year 2026`): one mail per email
 * address that paid in the year (in the temple's zone), with a PDF of the
 * year's contributions and payments for services. Each (email, year) is recorded in the transaction that queues
 * its mail, behind a primary key, so a second run, or two servers running at
 * once, queue nothing more. A year is refused until it has ended: a statement
 * sent early would leave out the rest of the year's payments for good.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import { zonedTimeToInstant } from '../../domain/jyotish/time-zone';
import type { Database } from '../db/schema';
import { enqueueEmail, readTempleContact, renderEmail, type RenderedAttachment } from '../mail';
import { TEMPLE_TIME_ZONE } from './receipt-data';

export interface StatementRun {
  year: number;
  /** Addresses that paid in the year. */
  payers: number;
  /** Mails queued by this run. */
  queued: number;
  /** Addresses whose statement an earlier run queued. */
  alreadyQueued: number;
}

/** The year's first and the next year's first instant in the temple's zone (ISO, UTC). */
export function yearBounds(year: number): { from: string; to: string } {
  const first = (y: number) => zonedTimeToInstant(TEMPLE_TIME_ZONE, `${y}-01-01`, 0).toISOString();
  return { from: first(year), to: first(year + 1) };
}

/** Why `year` cannot have its statements yet at `now`, or null. */
export function yearNotEnded(year: number, now: Date): string | null {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) return `${year} is not a year`;
  const { to } = yearBounds(year);
  return now.toISOString() < to
    ? `${year} has not ended in the temple's zone (${TEMPLE_TIME_ZONE}): its statements go out in January`
    : null;
}

/** The order's personal details are not erased: an erased payer gets no statement. */
const notErased = ({ not, exists, selectFrom }: ExpressionBuilder<Database, 'orders'>) =>
  not(
    exists(
      selectFrom('privacy_erasures')
        .select('privacy_erasures.subject_ref')
        .where('privacy_erasures.subject_kind', '=', 'ORDER')
        .whereRef('privacy_erasures.subject_ref', '=', 'orders.order_number'),
    ),
  );

/** The orders of an address paid in the year, oldest first. */
export async function ordersPaidIn(
  db: Kysely<Database>,
  email: string,
  year: number,
): Promise<string[]> {
  const { from, to } = yearBounds(year);
  const rows = await db
    .selectFrom('orders')
    .select('order_number')
    .where((eb) => eb(eb.fn('lower', ['customer_email']), '=', email))
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .where(notErased)
    .orderBy('paid_at')
    .execute();
  return rows.map((r) => r.order_number);
}

/** The astrology bookings of an address paid in the year, oldest first. */
export async function bookingsPaidIn(
  db: Kysely<Database>,
  email: string,
  year: number,
): Promise<string[]> {
  const { from, to } = yearBounds(year);
  const rows = await db
    .selectFrom('astro_bookings')
    .select('code')
    .where((eb) => eb(eb.fn('lower', ['contact_email']), '=', email))
    .where('confirmed_at', '>=', from)
    .where('confirmed_at', '<', to)
    .orderBy('confirmed_at')
    .execute();
  return rows.map((r) => r.code);
}

const STATEMENT = 'year-statement';

/** The statement's attachment, made when the mail is sent: "2026 asha@example.com". */
export function statementAttachment(year: number, email: string): RenderedAttachment {
  return { render: STATEMENT, ref: `${year} ${email}` };
}
export const STATEMENT_RENDERER = STATEMENT;

export async function queueYearStatements(
  db: Kysely<Database>,
  year: number,
  now: Date,
): Promise<StatementRun> {
  const refusal = yearNotEnded(year, now);
  if (refusal) throw new Error(refusal);
  const { from, to } = yearBounds(year);
  const payers = await db
    .selectFrom('orders')
    .select((eb) => eb.fn<string>('lower', ['customer_email']).as('email'))
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .where(notErased)
    .groupBy((eb) => eb.fn('lower', ['customer_email']))
    .orderBy('email')
    .execute();
  const temple = await readTempleContact(db);
  const run: StatementRun = { year, payers: payers.length, queued: 0, alreadyQueued: 0 };
  for (const { email } of payers) {
    const orders = await ordersPaidIn(db, email, year);
    const { html, text } = renderEmail({
      temple,
      title: `Your statement for ${year}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Thank you for your offerings in ${year}. Attached is a statement of the ${orders.length === 1 ? 'order' : `${orders.length} orders`} you paid that year, with any refunds, for your tax records: your contributions and your payments for services are listed apart.`,
        },
        { kind: 'list', items: orders.map((number) => `Order ${number}`) },
      ],
    });
    const queued = await db.transaction().execute(async (trx) => {
      // The key first: a concurrent run waits on it, then inserts nothing and queues nothing.
      const claimed = await trx
        .insertInto('receipt_statements_sent')
        .values({ email, year, outbox_id: '', queued_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['email', 'year']).doNothing())
        .returning('email')
        .executeTakeFirst();
      if (!claimed) return false;
      const outboxId = await enqueueEmail(
        trx,
        {
          to: email,
          subject: `Your ${year} statement of contributions and payments`,
          text,
          html,
          reference: `statement-${year}`,
          attachments: [statementAttachment(year, email)],
        },
        now,
      );
      await trx
        .updateTable('receipt_statements_sent')
        .set({ outbox_id: outboxId })
        .where('email', '=', email)
        .where('year', '=', year)
        .execute();
      return true;
    });
    if (queued) run.queued++;
    else run.alreadyQueued++;
  }
  return run;
}
