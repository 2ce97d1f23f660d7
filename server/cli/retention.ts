/**
 * `npm run retention`: one run of the retention job (docs/operations.md#retention),
 * for cron. It takes the same claim as the servers' own runs, so it erases
 * nothing twice and says "skipped" while another run holds the claim.
 * Exit code: 0 done or skipped, 1 failed.
 */
import { clockOf } from '../clock';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { configuredRetention, runRetentionJob } from '../privacy';

const config = loadConfig();
const { db } = openDatabase(config.databaseUrl);
const now = clockOf(config);
try {
  await migrateToLatest(db, now);
  const run = await runRetentionJob(configuredRetention(config, db, now));
  if (run.outcome === 'failed') throw run.error;
  console.log(
    run.outcome === 'done'
      ? `Retention run done: ${JSON.stringify(run.counts)}`
      : `Retention run skipped: another run holds the claim until ${run.claimedUntil}`,
  );
} catch (error) {
  console.error(`Retention run failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
