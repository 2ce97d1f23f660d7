/**
 * The January job: queue each payer's statement of a year's gifts (reads
 * DATABASE_URL like the server; the server's mail worker sends them):
 *   npm run statements -- --year 2026
 * Running it again queues nothing already queued. A year that has not ended
 * in the temple's zone (on the one clock) is refused.
 */
import { parseArgs } from 'node:util';
import { clockOf } from '../clock';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { queueYearStatements } from '../receipts';

const USAGE = 'Usage: npm run statements -- --year YYYY';

const { values } = parseArgs({
  options: { year: { type: 'string' }, help: { type: 'boolean', default: false } },
});

let exitCode = 0;
if (!values.year || !/^\d{4}$/.test(values.year)) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(values.help ? 0 : 2);
}
const config = loadConfig();
const { db } = openDatabase(config.databaseUrl);
const now = clockOf(config);
try {
  await migrateToLatest(db, now);
  const run = await queueYearStatements(db, Number(values.year), now());
  process.stdout.write(`${JSON.stringify(run)}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  exitCode = 1;
} finally {
  await db.destroy();
}
process.exit(exitCode);
