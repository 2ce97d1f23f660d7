import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allMigrationsProvider, migrateToLatest } from '../db/migrate';
import { testNow, testNowMs } from '../../tests/test-support/test-clock';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { enqueueEmail, OUTBOX_SECRET_MARK } from './outbox';
import { createMailTransport, type MailTransport, type OutgoingMail } from './transport';
import { MAX_ATTEMPTS, backoffMs, deliverDueEmails } from './worker';

let database: TestDatabase;
let outboxDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  outboxDir = mkdtempSync(path.join(tmpdir(), 'puja-outbox-'));
});
afterAll(async () => {
  await database.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

const message = (reference: string) => ({
  to: 'visitor@example.com',
  subject: `Booking ${reference}`,
  text: 'Hello',
  html: '<p>Hello</p>',
  reference,
  attachments: [
    { filename: 'reading.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' },
  ],
});

describe('the mail outbox', () => {
  it('queues mail only when the transaction commits', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await enqueueEmail(trx, message('ROLLED-BACK'), testNow());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await database.db
      .selectFrom('outbox_emails')
      .select('id')
      .where('reference', '=', 'ROLLED-BACK')
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('delivers queued mail as .eml files with attachments', async () => {
    await database.db.transaction().execute((trx) => enqueueEmail(trx, message('B1'), testNow()));
    const transport = createMailTransport({ smtpUrl: undefined, outboxDir });
    const result = await deliverDueEmails(database.db, transport, {
      from: 'orders@example.org',
      now: testNow,
    });
    expect(result).toEqual({ sent: 1, failed: 0 });
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toContain('Subject: Booking B1');
    expect(eml).toContain('To: visitor@example.com');
    expect(eml).toContain('filename=reading.ics');
    const again = await deliverDueEmails(database.db, transport, {
      from: 'orders@example.org',
      now: testNow,
    });
    expect(again).toEqual({ sent: 0, failed: 0 });
  });

  it('retries a failed delivery with backoff, then gives up as FAILED', async () => {
    await database.db.transaction().execute((trx) => enqueueEmail(trx, message('F1'), testNow()));
    const broken: MailTransport = {
      send: async () => {
        throw new Error('SMTP down');
      },
      describe: () => 'broken',
    };
    let clock = testNowMs();
    const now = () => new Date(clock);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const result = await deliverDueEmails(database.db, broken, { from: 'x@example.org', now });
      expect(result.failed).toBe(1);
      const row = await database.db
        .selectFrom('outbox_emails')
        .selectAll()
        .where('reference', '=', 'F1')
        .executeTakeFirstOrThrow();
      expect(row.attempts).toBe(attempt);
      expect(row.last_error).toBe('SMTP down');
      expect(row.status).toBe(attempt < MAX_ATTEMPTS ? 'PENDING' : 'FAILED');
      // Not retried before its backoff has passed.
      expect(await deliverDueEmails(database.db, broken, { from: 'x@example.org', now })).toEqual({
        sent: 0,
        failed: 0,
      });
      clock += backoffMs(attempt) + 1;
    }
  });
});

describe('a mail carrying a secret', () => {
  const secretMail = (reference: string) => ({
    ...message(reference),
    text: `Sign in: https://x.example/staff/sign-in#${OUTBOX_SECRET_MARK}`,
    html: `<a href="https://x.example/staff/sign-in#${OUTBOX_SECRET_MARK}">Sign in</a>`,
    secret: `secret-of-${reference}`,
  });
  const row = (reference: string) =>
    database.db
      .selectFrom('outbox_emails')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();

  it('is sent with its secret, which the row forgets once sent', async () => {
    await enqueueEmail(database.db, secretMail('S1'), testNow());
    const stored = await row('S1');
    expect(stored.text_body).not.toContain('secret-of-S1');
    expect(stored.html_body).not.toContain('secret-of-S1');
    const sent: OutgoingMail[] = [];
    const transport = {
      send: async (mail: OutgoingMail) => void sent.push(mail),
      describe: () => '',
    };
    await deliverDueEmails(database.db, transport, { from: 'x@example.org', now: testNow });
    const mail = sent.find((one) => one.subject === 'Booking S1')!;
    expect(mail.text).toBe('Sign in: https://x.example/staff/sign-in#secret-of-S1');
    expect(mail.html).toContain('sign-in#secret-of-S1"');
    expect(JSON.stringify(await row('S1'))).not.toContain('secret-of-S1');
  });

  it('is forgotten too when its delivery is given up', async () => {
    await enqueueEmail(database.db, secretMail('S2'), testNow());
    const broken: MailTransport = {
      send: async () => {
        throw new Error('SMTP down');
      },
      describe: () => 'broken',
    };
    const at = Date.parse((await row('S2')).created_at);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const now = () => new Date(at + attempt * 3_600_000);
      await deliverDueEmails(database.db, broken, { from: 'x@example.org', now });
      expect((await row('S2')).secret).toBe(attempt < MAX_ATTEMPTS ? 'secret-of-S2' : null);
    }
    expect((await row('S2')).status).toBe('FAILED');
  });

  it('stored before the secret had its column loses its link’s secret on migration', async () => {
    const old = await createTestDatabase({ migrate: false });
    try {
      const migrator = new Migrator({ db: old.db, provider: allMigrationsProvider(testNow) });
      expect((await migrator.migrateTo('0001_core')).error).toBeUndefined();
      const body = 'https://x.example/staff/sign-in#Zq3xW9aB7cD1eF2gH3iJ4kL5mN6oP7qR8sT9uV0wXyZ';
      const columns = {
        reference: 'staff-sign-in',
        to_address: 'staff@example.org',
        subject: 'Your staff console sign-in link',
        text_body: `Sign in: ${body}`,
        html_body: `<a href="${body}">Sign in</a>`,
        attachments: '[]',
        status: 'SENT',
        attempts: 1,
        next_attempt_at: '2026-01-01T00:00:00.000Z',
        locked_until: '2026-01-01T00:00:00.000Z',
        last_error: '',
        created_at: '2026-01-01T00:00:00.000Z',
        sent_at: '2026-01-01T00:00:00.000Z',
      };
      // The table as it was, without the secret column.
      await (old.db as unknown as Kysely<Record<string, Record<string, unknown>>>)
        .insertInto('outbox_emails')
        .values({ id: 'old-sign-in', ...columns })
        .execute();
      await migrateToLatest(old.db, testNow);
      const migrated = await old.db
        .selectFrom('outbox_emails')
        .selectAll()
        .where('id', '=', 'old-sign-in')
        .executeTakeFirstOrThrow();
      expect(migrated.text_body).toBe('Sign in: https://x.example/staff/sign-in#[removed]');
      expect(migrated.html_body).toBe(
        '<a href="https://x.example/staff/sign-in#[removed]">Sign in</a>',
      );
      expect(migrated.secret).toBeNull();
    } finally {
      await old.close();
    }
  });
});
