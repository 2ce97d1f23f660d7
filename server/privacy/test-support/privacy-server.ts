/**
 * The retention and erasure tests' server: one per test file, writing .eml copies into its own
 * outbox folder, with readers of the stored rows the tests check after erasing.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { storedBooking } from '../../astro/test-support/stored-bookings';
import { startApiServer } from '../../test-support/api-server';
import { startedForTheFile } from '../../test-support/for-the-file';

export function privacyServerForTheFile(
  options: Omit<NonNullable<Parameters<typeof startApiServer>[0]>, 'env'> & {
    env?: NodeJS.ProcessEnv;
  } = {},
) {
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'puja-outbox-'));
  const server = startedForTheFile(() =>
    startApiServer({ ...options, env: { OUTBOX_DIR: outboxDir, ...options.env } }),
  );
  const db = () => server.database.db;
  const stored = {
    order: (orderNumber: string) =>
      db()
        .selectFrom('orders')
        .selectAll()
        .where('order_number', '=', orderNumber)
        .executeTakeFirstOrThrow(),
    items: (orderNumber: string) =>
      db()
        .selectFrom('order_line_items')
        .selectAll()
        .where('order_number', '=', orderNumber)
        .execute(),
    address: (orderNumber: string, type: string) =>
      db()
        .selectFrom('order_addresses')
        .selectAll()
        .where('order_number', '=', orderNumber)
        .where('type', '=', type)
        .executeTakeFirstOrThrow(),
    booking: (code: string) => storedBooking(db(), code),
    mail: (id: string) =>
      db().selectFrom('outbox_emails').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
  };
  return { server, outboxDir, stored };
}
