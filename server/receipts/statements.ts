/**
 * Yearly statements (`npm run statements -- --year 2026`): one mail per email
 * address that paid in the year (in the temple's zone) for an order or an
 * astrology booking, in the payer's language, with a PDF of the year's
 * contributions and payments for services. Each (email, year) is recorded in the transaction that queues
 * its mail, behind a primary key, so a second run, or two servers running at
 * once, queue nothing more. A year is refused until it has ended: a statement
 * sent early would leave out the rest of the year's payments for good.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import { zonedTimeToInstant } from '../../domain/jyotish/time-zone';
import type { Database } from '../db/schema';
import { mailReader } from '../i18n';
import { enqueueEmail, readTempleContact, type RenderedAttachment } from '../mail';
import { statementMail } from './statement-mail';
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

/** The booking's personal details are not erased. */
const bookingNotErased = ({
  not,
  exists,
  selectFrom,
}: ExpressionBuilder<Database, 'astro_bookings'>) =>
  not(
    exists(
      selectFrom('privacy_erasures')
        .select('privacy_erasures.subject_ref')
        .where('privacy_erasures.subject_kind', '=', 'BOOKING')
        .whereRef('privacy_erasures.subject_ref', '=', 'astro_bookings.code'),
    ),
  );

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
    .where(bookingNotErased)
    .orderBy('confirmed_at')
    .execute();
  return rows.map((r) => r.code);
}

/**
 * Everyone who paid in the year, by address (lower case): order payers and
 * astrology booking payers alike, each with the language of their latest
 * payment of the year, which their statement's mail is written in.
 */
export async function payersIn(
  db: Kysely<Database>,
  year: number,
): Promise<{ email: string; language: string }[]> {
  const { from, to } = yearBounds(year);
  const orders = await db
    .selectFrom('orders')
    .select(['customer_email as email', 'language', 'paid_at as at'])
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .where(notErased)
    .execute();
  const bookings = await db
    .selectFrom('astro_bookings')
    .select(['contact_email as email', 'language', 'confirmed_at as at'])
    .where('confirmed_at', '>=', from)
    .where('confirmed_at', '<', to)
    .where(bookingNotErased)
    .execute();
  const latest = new Map<string, { language: string; at: string }>();
  for (const row of [...orders, ...bookings]) {
    const email = row.email.toLowerCase();
    const at = row.at ?? '';
    const known = latest.get(email);
    if (!known || at > known.at) latest.set(email, { language: row.language, at });
  }
  return [...latest]
    .map(([email, { language }]) => ({ email, language }))
    .sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0));
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
  const payers = await payersIn(db, year);
  const temple = await readTempleContact(db);
  const run: StatementRun = { year, payers: payers.length, queued: 0, alreadyQueued: 0 };
  for (const { email, language } of payers) {
    const paid = {
      orders: await ordersPaidIn(db, email, year),
      bookings: await bookingsPaidIn(db, email, year),
    };
    const { subject, html, text } = statementMail(mailReader(language), temple, year, paid);
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
          subject,
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
