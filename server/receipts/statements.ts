/**
 * Yearly statements (`npm run statements -- --year 2026`): one mail per email
 * address that paid in the year (in the temple's zone) for an order or an
 * astrology booking, in the payer's language, with a PDF of the year's
 * contributions and payments for services. Each (email, year) is recorded in the transaction that queues
 * its mail, behind a primary key, so a second run, or two servers running at
 * once, queue nothing more. A year is refused until it has ended: a statement
 * sent early would leave out the rest of the year's payments for good.
 */
import { sql, type Kysely } from 'kysely';
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

/** The tables that hold payments: an order, an astrology booking. */
type PaidTable = 'orders' | 'astro_bookings';

/**
 * Where each table keeps a payment: its key, the payer's address, when it was
 * paid, and the subject kind its erasure is recorded under.
 */
const PAYMENTS: Record<
  PaidTable,
  { ref: string; email: string; paidAt: string; erasedAs: 'ORDER' | 'BOOKING' }
> = {
  orders: { ref: 'order_number', email: 'customer_email', paidAt: 'paid_at', erasedAs: 'ORDER' },
  astro_bookings: {
    ref: 'code',
    email: 'contact_email',
    paidAt: 'confirmed_at',
    erasedAs: 'BOOKING',
  },
};

/** A payment of the year: its order number or booking code, the payer, and when it was paid. */
interface Payment {
  ref: string;
  email: string;
  language: string;
  at: string | null;
}

/**
 * The payments of a kind made in the year (of one address, when given),
 * oldest first; a payment whose personal details are erased is left out: an
 * erased payer gets no statement.
 */
async function paymentsIn(
  db: Kysely<Database>,
  table: PaidTable,
  year: number,
  email?: string,
): Promise<Payment[]> {
  const { from, to } = yearBounds(year);
  const kind = PAYMENTS[table];
  const column = (name: string) => sql<string>`${sql.ref(`${table}.${name}`)}`;
  let query = db
    .selectFrom(table)
    .select([
      column(kind.ref).as('ref'),
      column(kind.email).as('email'),
      column('language').as('language'),
      sql<string | null>`${sql.ref(`${table}.${kind.paidAt}`)}`.as('at'),
    ])
    .where(column(kind.paidAt), '>=', from)
    .where(column(kind.paidAt), '<', to)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('privacy_erasures')
            .select('privacy_erasures.subject_ref')
            .where('privacy_erasures.subject_kind', '=', kind.erasedAs)
            .where('privacy_erasures.subject_ref', '=', column(kind.ref)),
        ),
      ),
    );
  if (email !== undefined) {
    query = query.where((eb) => eb(eb.fn('lower', [column(kind.email)]), '=', email));
  }
  return query.orderBy(column(kind.paidAt)).execute();
}

/** The orders (`orders`) or astrology bookings (`astro_bookings`) of an address paid in the year, oldest first. */
export async function paidIn(
  db: Kysely<Database>,
  table: PaidTable,
  email: string,
  year: number,
): Promise<string[]> {
  return (await paymentsIn(db, table, year, email)).map((payment) => payment.ref);
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
  const payments = [
    ...(await paymentsIn(db, 'orders', year)),
    ...(await paymentsIn(db, 'astro_bookings', year)),
  ];
  const latest = new Map<string, { language: string; at: string }>();
  for (const row of payments) {
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
      orders: await paidIn(db, 'orders', email, year),
      bookings: await paidIn(db, 'astro_bookings', email, year),
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
