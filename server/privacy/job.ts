/**
 * The retention job as every server and `npm run retention` run it. A row of
 * job_claims is claimed with one conditional UPDATE (… WHERE claimed_until <
 * now): on PostgreSQL a second server's UPDATE waits for the first's row lock
 * and then no longer matches; SQLite has one writer. The winner runs and keeps
 * the claim for the interval, so a run every server starts acts once.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RetentionSchedule } from '../../domain/privacy/retention';
import type { Clock } from '../clock';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { applyRetention, type RetentionCounts } from './retention';

export const RETENTION_JOB = 'retention';
/** How long a run may take before another server may take over. */
const LEASE_MS = 15 * 60_000;

export type RetentionRun =
  | { outcome: 'done'; counts: RetentionCounts }
  | { outcome: 'skipped'; claimedUntil: string }
  | { outcome: 'failed'; error: unknown };

export interface RetentionJobInput {
  db: Kysely<Database>;
  now: Clock;
  schedule: RetentionSchedule;
  outboxDir: string;
  /** The claim is kept this long after a run, so other servers skip until then. */
  everyMs: number;
}

/** The job as configured: what the servers' timer and `npm run retention` both run. */
export function configuredRetention(
  config: Pick<ServerConfig, 'retention' | 'outboxDir' | 'retentionEveryMinutes'>,
  db: Kysely<Database>,
  now: Clock,
): RetentionJobInput {
  return {
    db,
    now,
    schedule: config.retention,
    outboxDir: config.outboxDir,
    everyMs: Math.max(config.retentionEveryMinutes, 1) * 60_000,
  };
}

async function claim(db: Kysely<Database>, at: Date, holder: string): Promise<boolean> {
  const result = await db
    .updateTable('job_claims')
    .set({ claimed_until: new Date(at.getTime() + LEASE_MS).toISOString(), claimed_by: holder })
    .where('name', '=', RETENTION_JOB)
    .where('claimed_until', '<', at.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function runRetentionJob(input: RetentionJobInput): Promise<RetentionRun> {
  const { db, now } = input;
  const holder = randomUUID();
  const started = now();
  if (!(await claim(db, started, holder))) {
    const row = await db
      .selectFrom('job_claims')
      .select('claimed_until')
      .where('name', '=', RETENTION_JOB)
      .executeTakeFirstOrThrow();
    return { outcome: 'skipped', claimedUntil: row.claimed_until };
  }
  const finish = async (outcome: 'done' | 'failed', holdMs: number) => {
    const at = now();
    await db
      .updateTable('job_claims')
      .set({
        claimed_until: new Date(at.getTime() + holdMs).toISOString(),
        last_run_at: at.toISOString(),
        last_outcome: outcome,
      })
      .where('name', '=', RETENTION_JOB)
      .where('claimed_by', '=', holder)
      .execute();
  };
  try {
    const counts = await applyRetention({
      db,
      schedule: input.schedule,
      now: started,
      outboxDir: input.outboxDir,
    });
    await finish('done', input.everyMs);
    return { outcome: 'done', counts };
  } catch (error) {
    // Another server may try again at once.
    await finish('failed', 0);
    return { outcome: 'failed', error };
  }
}

/**
 * Calls `run` every `everyMs` on an unref'd timer (first a minute after start). Returns
 * stop(), which clears the timers and resolves once a run under way has finished, so a
 * shutdown never closes the database under an erasure.
 */
export function startRetentionJob(
  run: () => Promise<unknown>,
  everyMs: number,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    // `run` reports its own failures; a rejection here is already counted and logged.
    running = run()
      .then(() => undefined)
      .catch(() => undefined)
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, 60_000);
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
