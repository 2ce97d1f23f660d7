/**
 * The retention job at a test clock two years ahead: it erases exactly what the
 * schedule says (and nothing younger), keeps the receipts' fields, counts its
 * runs in /metrics, and acts once when run twice or by two servers at once.
 * Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION, ERASED, monthsBefore } from '../../domain/privacy/retention';
import { testNowMs } from '../../tests/test-support/test-clock';
import {
  MY_ORDER_API,
  myOrderAgainPath,
  type MyOrderView,
  type OrderAgain,
} from '../../domain/my-order';
import { mintOrderToken } from '../orders';
import { runRetentionJob } from './job';
import {
  daysFrom,
  insertBooking,
  insertMail,
  insertOrder,
  insertSession,
} from './test-support/personal-rows';
import { privacyServerForTheFile } from './test-support/privacy-server';

const METRICS_TOKEN = 'retention-test-metrics-token';
const clock = { ms: testNowMs() };
const { server, outboxDir, stored } = privacyServerForTheFile({
  now: () => new Date(clock.ms),
  env: { METRICS_TOKEN },
});
const { order, items, address, booking, mail } = stored;
const start = new Date(clock.ms);
/** Two years ahead of the rows' own time. */
const later = monthsBefore(start, -24);

async function seed() {
  const db = server.database.db;
  // Details: the old order's puja was 35 days before `start`, the new one's is 20 days after.
  // Receipts: 8 years old at `later` (past 7), and 6 years old (kept).
  const orders: [orderNumber: string, email: string, createdAt: Date, pujaDate: Date][] = [
    ['POLD1', 'old@example.com', daysFrom(start, -40), daysFrom(start, -35)],
    ['PNEW1', 'new@example.com', daysFrom(start, -1), daysFrom(start, 20)],
    ['PANC1', 'ancient@example.com', monthsBefore(start, 72), monthsBefore(start, 72)],
    ['PMID1', 'mid@example.com', monthsBefore(start, 48), monthsBefore(start, 48)],
  ];
  for (const [orderNumber, email, createdAt, pujaDate] of orders) {
    await insertOrder(db, { orderNumber, email, createdAt, pujaDate });
  }
  await insertBooking(db, {
    code: 'B-OLD',
    email: 'old@example.com',
    createdAt: daysFrom(start, -20),
    start: daysFrom(start, -10),
  });
  await insertBooking(db, {
    code: 'B-NEW',
    email: 'new@example.com',
    createdAt: daysFrom(later, -40),
    start: daysFrom(later, 10),
  });
  // Lapsed holds: 8 and 6 days after they lapsed, readings far ahead.
  const lapsed = { status: 'CANCELLED', cancelReason: 'HOLD_EXPIRED', start: daysFrom(later, 60) };
  for (const days of [8, 6]) {
    await insertBooking(db, {
      ...lapsed,
      code: `B-LAPSED${days}`,
      email: `l${days}@example.com`,
      createdAt: daysFrom(later, -days),
      updatedAt: daysFrom(later, -days),
    });
  }
  const mails = {
    old: await insertMail(db, {
      to: 'old@example.com',
      reference: 'POLD1',
      createdAt: daysFrom(later, -91),
      outboxDir,
    }),
    young: await insertMail(db, {
      to: 'new@example.com',
      reference: 'PNEW1',
      createdAt: daysFrom(later, -89),
      outboxDir,
    }),
    pending: await insertMail(db, {
      to: 'new@example.com',
      reference: 'PNEW1',
      createdAt: daysFrom(later, -200),
      status: 'PENDING',
      outboxDir,
    }),
  };
  const sessions = {
    old: await insertSession(db, daysFrom(later, -31)),
    young: await insertSession(db, daysFrom(later, -29)),
  };
  return { mails, sessions };
}

const card = async (ref: string) =>
  (
    await server.database.db
      .selectFrom('payment_attempts')
      .select('account_number')
      .where('subject_ref', '=', ref)
      .executeTakeFirstOrThrow()
  ).account_number;
const erasure = (kind: string, ref: string) =>
  server.database.db
    .selectFrom('privacy_erasures')
    .select(['erased_at', 'receipt_erased_at'])
    .where('subject_kind', '=', kind)
    .where('subject_ref', '=', ref)
    .executeTakeFirst();
const sessionExists = async (idHash: string) =>
  (await server.database.db
    .selectFrom('staff_sessions')
    .select('id_hash')
    .where('id_hash', '=', idHash)
    .executeTakeFirst()) !== undefined;

async function retentionRuns(): Promise<string> {
  const response = await fetch(`${server.baseUrl}/metrics`, {
    headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await response.text();
  return text
    .split('\n')
    .filter((line) => /^puja_retention_(job_runs_total|last_run_timestamp_seconds)\{/.test(line))
    .join('\n');
}

describe('the retention run two years ahead', () => {
  it('erases exactly what the schedule says, keeps receipts, and acts once', async () => {
    expect(DEFAULT_RETENTION.detailsMonths).toBe(24);
    const { mails, sessions } = await seed();
    // Links mailed at the run (a link opens its page for 90 days: decision 0175).
    const tokens = {
      old: await mintOrderToken(server.database.db, 'POLD1', later),
      fresh: await mintOrderToken(server.database.db, 'PNEW1', later),
    };
    const myOrder = async (token: string) =>
      (await (await fetch(`${server.baseUrl}${MY_ORDER_API.view}/${token}`)).json()) as MyOrderView;
    const orderAgain = async (token: string) =>
      (await (await fetch(`${server.baseUrl}${myOrderAgainPath(token)}`)).json()) as OrderAgain;
    clock.ms = later.getTime();
    const run = await server.app.runRetention();
    expect(run.outcome).toBe('done');
    if (run.outcome !== 'done') return;
    expect(run.counts).toMatchObject({
      orders: 3,
      bookings: 1,
      lapsedHolds: 1,
      mails: 1,
      sessions: 1,
      receipts: 1,
    });

    // The old order: every personal field gone, the receipt's fields kept.
    const old = await order('POLD1');
    expect(old).toMatchObject({
      customer_email: ERASED,
      notes: '',
      total_cents: 2500,
      status: 'PAID',
      trans_id: 'TPOLD1',
      paid_at: daysFrom(start, -40).toISOString(),
    });
    expect(await erasure('ORDER', 'POLD1')).toEqual({
      erased_at: later.toISOString(),
      receipt_erased_at: null,
    });
    expect(await items('POLD1')).toMatchObject([
      {
        first_name: ERASED,
        last_name: '',
        birth_date: '',
        birth_place: '',
        birth_star: '',
        customer_notes: '',
        cost_cents: 2500,
        puja_date: daysFrom(start, -35).toISOString().slice(0, 10),
      },
    ]);
    expect(await address('POLD1', 'BILLING')).toMatchObject({
      first_name: 'Asha',
      last_name: 'Menon',
      address1: '',
      email: '',
      phone: '',
    });
    expect(await address('POLD1', 'SHIPPING')).toMatchObject({
      first_name: ERASED,
      address1: '',
      city: '',
    });
    expect(await card('POLD1')).toBe('XXXX1111');

    // My order: the erased order's links open nothing any more; the other order's page is whole.
    const gone = await fetch(`${server.baseUrl}${MY_ORDER_API.view}/${tokens.old}`);
    expect(gone.status).toBe(404);
    const links = await server.database.db
      .selectFrom('order_access_tokens')
      .select('order_number')
      .execute();
    expect(links.map((link) => link.order_number)).toEqual(['PNEW1']);
    const fresh = await myOrder(tokens.fresh);
    expect(fresh.erasedAt).toBeUndefined();
    expect((await orderAgain(tokens.fresh)).people[0]).toMatchObject({
      firstName: 'Asha',
      birthPlace: 'Kochi',
    });

    // The order whose puja is 20 days after the start: within 24 months of it, kept whole.
    expect(await order('PNEW1')).toMatchObject({ customer_email: 'new@example.com' });
    expect(await erasure('ORDER', 'PNEW1')).toBeUndefined();
    expect((await items('PNEW1'))[0]).toMatchObject({
      first_name: 'Asha',
      birth_date: '1985-07-04',
    });

    // Receipts: past seven years the name and card digits go; at six they stay.
    expect(await address('PANC1', 'BILLING')).toMatchObject({ first_name: ERASED, last_name: '' });
    expect(await card('PANC1')).toBeNull();
    expect(await order('PANC1')).toMatchObject({ card_type: '', card_number: '' });
    expect(await order('PMID1')).toMatchObject({ card_type: 'Visa', card_number: 'XXXX1111' });
    expect(await order('PANC1')).toMatchObject({ total_cents: 2500, status: 'PAID' });
    expect(await address('PMID1', 'BILLING')).toMatchObject({
      first_name: 'Asha',
      last_name: 'Menon',
      email: '',
    });
    expect(await card('PMID1')).toBe('XXXX1111');

    // Bookings: the past reading erased; the coming one kept, but its client address gone.
    expect(await booking('B-OLD')).toMatchObject({
      people: '[]',
      contact_email: ERASED,
      question: '',
      client_address: '',
      price_cents: 4000,
      payment_state: 'PAID',
    });
    expect(await booking('B-NEW')).toMatchObject({
      contact_email: 'new@example.com',
      client_address: '',
    });
    expect(await erasure('BOOKING', 'B-NEW')).toBeUndefined();
    expect(await booking('B-LAPSED8')).toMatchObject({ contact_email: ERASED, people: '[]' });
    expect(await booking('B-LAPSED6')).toMatchObject({
      contact_email: 'l6@example.com',
      client_address: '203.0.113.9',
    });
    expect(await erasure('BOOKING', 'B-LAPSED6')).toBeUndefined();
    expect(await erasure('ORDER', 'PANC1')).toMatchObject({
      receipt_erased_at: later.toISOString(),
    });
    expect(await erasure('ORDER', 'PMID1')).toMatchObject({ receipt_erased_at: null });

    // Mail: the 91-day-old body and .eml gone; the 89-day-old and the unsent one kept.
    expect(await mail(mails.old)).toMatchObject({
      to_address: ERASED,
      text_body: ERASED,
      html_body: ERASED,
      reference: 'POLD1',
    });
    expect(existsSync(path.join(outboxDir, `${mails.old}.eml`))).toBe(false);
    expect(await mail(mails.young)).toMatchObject({
      to_address: 'new@example.com',
      erased_at: null,
    });
    expect(existsSync(path.join(outboxDir, `${mails.young}.eml`))).toBe(true);
    expect(await mail(mails.pending)).toMatchObject({ status: 'PENDING', erased_at: null });

    expect(await sessionExists(sessions.old)).toBe(false);
    expect(await sessionExists(sessions.young)).toBe(true);

    // Run again at once: the claim holds, nothing runs; an hour and a minute later it finds nothing new.
    expect((await server.app.runRetention()).outcome).toBe('skipped');
    clock.ms = later.getTime() + 61 * 60_000;
    const again = await server.app.runRetention();
    expect(again).toMatchObject({
      outcome: 'done',
      counts: { orders: 0, bookings: 0, lapsedHolds: 0, mails: 0, sessions: 0, receipts: 0 },
    });
    // The gauge (read from the database, the same on every server) and this server's counter.
    expect(await retentionRuns()).toBe(
      [
        `puja_retention_last_run_timestamp_seconds{outcome="done"} ${clock.ms / 1000}`,
        'puja_retention_job_runs_total{outcome="done"} 2',
        'puja_retention_job_runs_total{outcome="skipped"} 1',
      ].join('\n'),
    );
  });

  it('lets one of two servers running at the same instant act', async () => {
    const at = new Date(later.getTime() + 3 * 3_600_000);
    const job = {
      db: server.database.db,
      now: () => at,
      schedule: DEFAULT_RETENTION,
      outboxDir,
      everyMs: 3_600_000,
    };
    const runs = await Promise.all([
      runRetentionJob(job),
      runRetentionJob(job),
      runRetentionJob(job),
    ]);
    expect(runs.map((run) => run.outcome).sort()).toEqual(['done', 'skipped', 'skipped']);
  });
});
