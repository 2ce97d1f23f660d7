/**
 * Staff access to orders until a console exists (reads DATABASE_URL like the server):
 *   npm run orders -- --date YYYY-MM-DD [--csv]   the roster for a puja date
 *   npm run orders -- --order NUMBER              one order as JSON
 *   npm run orders -- --reconcile                 settle open payments (orders and bookings) now
 */
import { parseArgs } from 'node:util';
import { SANDBOX_GATEWAY_PATH } from '../../domain/environments';
import { clockOf } from '../clock';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { readOrder } from '../orders';
import { PAYMENT_SUBJECTS } from '../payment-subjects';
import { createPaymentGateway, reconcilePayments } from '../payments';
import { rosterCsv, rosterFor, rosterText } from '../staff';

const USAGE = `Usage:
  npm run orders -- --date YYYY-MM-DD [--csv]
  npm run orders -- --order NUMBER
  npm run orders -- --reconcile`;

const { values } = parseArgs({
  options: {
    date: { type: 'string' },
    csv: { type: 'boolean', default: false },
    order: { type: 'string' },
    reconcile: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

const config = loadConfig();
const { db } = openDatabase(config.databaseUrl);
const now = clockOf(config);
let exitCode = 0;
try {
  await migrateToLatest(db, now);
  if (values.date) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) throw new Error('--date needs YYYY-MM-DD');
    const entries = await rosterFor(db, values.date);
    process.stdout.write(values.csv ? rosterCsv(entries) : rosterText(values.date, entries));
  } else if (values.order) {
    const order = await readOrder(db, values.order.trim().toUpperCase());
    if (!order) {
      process.stderr.write(`No order ${values.order}\n`);
      exitCode = 1;
    } else {
      process.stdout.write(`${JSON.stringify(order, null, 2)}\n`);
    }
  } else if (values.reconcile) {
    const payments = createPaymentGateway(config, {
      // The sandbox gateway is served by the running server.
      sandboxUrl: () => `${config.publicUrl.replace(/\/$/, '')}${SANDBOX_GATEWAY_PATH}`,
      now,
    });
    const write = (details: object, message: string) =>
      process.stderr.write(`${message} ${JSON.stringify(details)}\n`);
    const summary = await reconcilePayments(
      { db, payments, now, config, paymentSubjects: PAYMENT_SUBJECTS },
      { log: { info: write, warn: write, error: write } },
    );
    process.stdout.write(`${JSON.stringify(summary)}\n`);
  } else {
    process.stdout.write(`${USAGE}\n`);
    exitCode = values.help ? 0 : 2;
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
  exitCode = 1;
} finally {
  await db.destroy();
}
process.exit(exitCode);
