/**
 * Erasure that cannot half-happen, and what the retention job clears besides
 * the schedule: a subject whose erasure fails midway keeps every field and no
 * stamp (so the next run takes it again); statement records of addresses no
 * kept order carries, erased mails' errors that repeat an address, devotees'
 * requests never confirmed, photographs never attached; no yearly statement
 * goes to an erased payer; shutdown waits for a run under way.
 * Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import type { KyselyPlugin } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RETENTION, ERASED } from '../../domain/privacy/retention';
import { testNow } from '../../tests/test-support/test-clock';
import { queueYearStatements } from '../receipts/statements';
import { eraseOrderDetails } from './erase';
import { startRetentionJob } from './job';
import { recordRequest } from './requests';
import { applyRetention } from './retention';
import { daysFrom, insertMail, insertOrder, insertProofPhoto } from './test-support/personal-rows';
import { privacyServerForTheFile } from './test-support/privacy-server';

const { server, outboxDir, stored } = privacyServerForTheFile();
const db = () => server.database.db;
const now = testNow();

/** Fails every UPDATE of `table`, as a lost connection or a full disk would midway. */
const failingUpdatesOf = (table: string): KyselyPlugin => ({
  transformQuery(args) {
    if (args.node.kind === 'UpdateQueryNode' && JSON.stringify(args.node).includes(`"${table}"`)) {
      throw new Error(`update of ${table} failed`);
    }
    return args.node;
  },
  transformResult: async (args) => args.result,
});

const stampOf = (ref: string) =>
  db()
    .selectFrom('privacy_erasures')
    .select('erased_at')
    .where('subject_ref', '=', ref)
    .executeTakeFirst();

const retention = (at: Date, database = db()) =>
  applyRetention({ db: database, schedule: DEFAULT_RETENTION, now: at, outboxDir });

describe('an erasure', () => {
  it('that fails midway leaves the order whole and unstamped; the next run erases it', async () => {
    const created = daysFrom(now, -900);
    await insertOrder(db(), {
      orderNumber: 'PHALF1',
      email: 'half@example.com',
      createdAt: created,
      pujaDate: daysFrom(created, 5),
    });
    const failing = db().withPlugin(failingUpdatesOf('staff_order_notes'));
    await expect(retention(now, failing)).rejects.toThrow('update of staff_order_notes failed');
    expect(await stampOf('PHALF1')).toBeUndefined();
    expect(await stored.order('PHALF1')).toMatchObject({
      customer_email: 'half@example.com',
      notes: "Please pray for Asha's health",
    });
    expect((await stored.items('PHALF1'))[0]).toMatchObject({ birth_date: '1985-07-04' });
    expect(await stored.address('PHALF1', 'SHIPPING')).toMatchObject({ city: 'San Ramon' });

    await retention(now);
    expect(await stampOf('PHALF1')).toEqual({ erased_at: now.toISOString() });
    expect(await stored.order('PHALF1')).toMatchObject({ customer_email: ERASED, notes: '' });
  });
});

describe('the retention job also clears', () => {
  it('statement records, mail errors, unconfirmed requests and photos never attached', async () => {
    const year = now.getUTCFullYear() - 1;
    const paid = new Date(Date.UTC(year, 5, 15));
    for (const [orderNumber, email] of [
      ['PSTMT1', 'gone@example.com'],
      ['PSTMT2', 'kept@example.com'],
    ] as const) {
      await insertOrder(db(), { orderNumber, email, createdAt: paid, pujaDate: now });
      await db()
        .insertInto('receipt_statements_sent')
        .values({ email, year, outbox_id: '', queued_at: paid.toISOString() })
        .execute();
    }
    await eraseOrderDetails(db(), 'PSTMT1', now);

    const bounced = await insertMail(db(), {
      to: 'gone@example.com',
      reference: 'PSTMT1',
      createdAt: daysFrom(now, -100),
      status: 'FAILED',
      outboxDir,
    });
    await db()
      .updateTable('outbox_emails')
      .set({ last_error: '550 <gone@example.com>: no such user', erased_at: now.toISOString() })
      .where('id', '=', bounced)
      .execute();

    const asked = async (email: string, at: Date, source: 'ORDER_FORM' | 'PHONE') =>
      (await recordRequest(db(), { email, reference: '', source, recordedBy: 'devotee' }, at))
        .request.id;
    const lapsed = await asked('lapsed@example.com', daysFrom(now, -8), 'ORDER_FORM');
    const young = await asked('young@example.com', daysFrom(now, -6), 'ORDER_FORM');
    const byPhone = await asked('phone@example.com', daysFrom(now, -30), 'PHONE');

    const photoOfTwoDaysAgo = (id: string) =>
      insertProofPhoto(db(), { id, orderNumber: 'PSTMT2', caption: 'Asha', at: daysFrom(now, -2) });
    const staged = 'stagedphoto0000000000001';
    await photoOfTwoDaysAgo(staged);
    await db()
      .updateTable('puja_photos')
      .set({ attached_at: null, puja_date: null })
      .where('id', '=', staged)
      .execute();
    const attached = 'attachedphoto00000000001';
    await photoOfTwoDaysAgo(attached);

    const counts = await retention(now);
    expect(counts).toMatchObject({
      statementRecords: 1,
      mailErrors: 1,
      unconfirmedRequests: 1,
      stagedPhotos: 1,
    });
    const statements = await db().selectFrom('receipt_statements_sent').select('email').execute();
    expect(statements.map((row) => row.email)).toEqual(['kept@example.com']);
    expect((await stored.mail(bounced)).last_error).not.toContain('@');
    const requests = await db().selectFrom('privacy_erasure_requests').select('id').execute();
    expect(requests.map((row) => row.id).sort()).toEqual([young, byPhone].sort());
    expect(requests.map((row) => row.id)).not.toContain(lapsed);
    const photos = await db().selectFrom('puja_photos').select('id').execute();
    expect(photos.map((row) => row.id)).toContain(attached);
    expect(photos.map((row) => row.id)).not.toContain(staged);
  });
});

describe('a yearly statement', () => {
  it('never goes to a payer whose order was erased', async () => {
    const year = now.getUTCFullYear() - 2;
    const paid = new Date(Date.UTC(year, 3, 2));
    const email = `erased-${randomUUID().slice(0, 8)}@example.com`;
    await insertOrder(db(), { orderNumber: 'PYEAR1', email, createdAt: paid, pujaDate: paid });
    await insertOrder(db(), {
      orderNumber: 'PYEAR2',
      email: 'payer@example.com',
      createdAt: paid,
      pujaDate: paid,
    });
    await eraseOrderDetails(db(), 'PYEAR1', now);
    const run = await queueYearStatements(db(), year, now);
    expect(run).toMatchObject({ payers: 1, queued: 1 });
    const mails = await db()
      .selectFrom('outbox_emails')
      .select('to_address')
      .where('reference', '=', `statement-${year}`)
      .execute();
    expect(mails).toEqual([{ to_address: 'payer@example.com' }]);
  });
});

describe('shutdown', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for a retention run under way', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = startRetentionJob(run, 3_600_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = Promise.resolve(stop()).then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    // Stopped: no further run starts.
    await vi.advanceTimersByTimeAsync(2 * 3_600_000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
