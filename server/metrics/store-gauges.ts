/**
 * The gauges read from the database at each scrape: orders and payment
 * attempts by status, the reconciliation and mail backlogs, and the age of
 * the newest backup in BACKUP_DIR. Counting at scrape time (not counting
 * events) gives every server behind a balancer the same, true figures.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Gauge, type Registry } from 'prom-client';
import type { ServerDeps } from '../deps';
import { OPEN_STATUSES } from '../payments';

async function newestBackupSeconds(dir: string): Promise<number | undefined> {
  let newest: number | undefined;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (name.endsWith('.partial')) continue;
    const info = await stat(path.join(dir, name)).catch(() => undefined);
    if (info?.isFile()) newest = Math.max(newest ?? 0, info.mtimeMs / 1000);
  }
  return newest;
}

type CountRow = { status: string; n: number | string | bigint };

export function registerStoreGauges(registry: Registry, deps: ServerDeps): void {
  const { db } = deps;
  /** One count, read at each scrape. */
  const counted = (name: string, help: string, count: () => Promise<{ n: unknown }>) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(Number((await count()).n));
      },
    });
  /** Counts by status, read at each scrape; `statuses`, when given, are always shown (0 if none). */
  const byStatus = (
    name: string,
    help: string,
    count: () => Promise<CountRow[]>,
    statuses?: readonly string[],
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ['status'],
      registers: [registry],
      async collect() {
        this.reset();
        const rows = await count();
        for (const status of statuses ?? rows.map((row) => row.status)) {
          this.set({ status }, Number(rows.find((row) => row.status === status)?.n ?? 0));
        }
      },
    });

  byStatus('puja_orders', 'Orders stored, by payment status', () =>
    db
      .selectFrom('orders')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute(),
  );
  new Gauge({
    name: 'puja_payment_attempts',
    help: 'Payment attempts (orders and bookings), by status and subject',
    labelNames: ['status', 'subject'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await db
        .selectFrom('payment_attempts')
        .select(['status', 'subject_kind', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(['status', 'subject_kind'])
        .execute();
      for (const row of rows) {
        this.set({ status: row.status, subject: row.subject_kind }, Number(row.n));
      }
    },
  });
  counted(
    'puja_payment_attempts_awaiting_reconciliation',
    'Payment attempts whose outcome is not known yet (PENDING, UNKNOWN, UNDER_REVIEW)',
    () =>
      db
        .selectFrom('payment_attempts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', 'in', [...OPEN_STATUSES])
        .executeTakeFirstOrThrow(),
  );
  new Gauge({
    name: 'puja_payment_attempt_oldest_open_age_seconds',
    help: 'Age of the oldest payment attempt in each open status (0 when there is none)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await db
        .selectFrom('payment_attempts')
        .select(['status', (eb) => eb.fn.min('created_at').as('oldest')])
        .where('status', 'in', [...OPEN_STATUSES])
        .groupBy('status')
        .execute();
      const nowMs = deps.now().getTime();
      for (const status of OPEN_STATUSES) {
        const oldest = rows.find((row) => row.status === status)?.oldest;
        this.set({ status }, oldest ? Math.max(0, (nowMs - Date.parse(oldest)) / 1000) : 0);
      }
    },
  });
  byStatus(
    'puja_mail_outbox',
    'Emails in the outbox by status: PENDING (unsent, incl. retrying), FAILED (given up)',
    () =>
      db
        .selectFrom('outbox_emails')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('status', '!=', 'SENT')
        .groupBy('status')
        .execute(),
    ['PENDING', 'FAILED'],
  );
  counted('puja_mail_unsent_retrying', 'Unsent emails whose sending has failed at least once', () =>
    db
      .selectFrom('outbox_emails')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'PENDING')
      .where('attempts', '>', 0)
      .executeTakeFirstOrThrow(),
  );
  new Gauge({
    name: 'puja_retention_last_run_timestamp_seconds',
    help: 'When the retention job last finished on any server or by npm run retention (absent before the first run)',
    labelNames: ['outcome'],
    registers: [registry],
    async collect() {
      this.reset();
      const row = await db
        .selectFrom('job_claims')
        .select(['last_run_at', 'last_outcome'])
        .where('name', '=', 'retention')
        .executeTakeFirst();
      if (row?.last_run_at) {
        this.set({ outcome: row.last_outcome }, Date.parse(row.last_run_at) / 1000);
      }
    },
  });
  const backupDir = deps.config.backupDir;
  if (backupDir) {
    new Gauge({
      name: 'puja_backup_newest_timestamp_seconds',
      help: 'Modification time of the newest file in BACKUP_DIR (absent when there is none)',
      registers: [registry],
      async collect() {
        this.reset();
        const newest = await newestBackupSeconds(backupDir);
        if (newest !== undefined) this.set(newest);
      },
    });
  }
}
