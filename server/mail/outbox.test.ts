import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testNow, testNowMs } from '../../tests/test-support/test-clock';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { enqueueEmail } from './outbox';
import { createMailTransport, type MailTransport } from './transport';
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
