/**
 * Migration 0006 on a database that already has paid orders: their card's
 * masked number comes from the paid attempt (the card type was never kept).
 * SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testNow } from '../../tests/test-support/test-clock';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { allMigrationsProvider, migrateToLatest } from './migrate';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(() => database.close());

describe('migration 0006_receipts', () => {
  it('fills the card of orders paid before it from their paid attempt', async () => {
    const { db } = database;
    const all = allMigrationsProvider(testNow);
    // The database as it was before 0006: every other migration applied.
    const before = new Migrator({
      db,
      allowUnorderedMigrations: true,
      provider: {
        async getMigrations() {
          const migrations = await all.getMigrations();
          return Object.fromEntries(
            Object.entries(migrations).filter(([name]) => name !== '0006_receipts'),
          );
        },
      },
    });
    expect((await before.migrateToLatest()).error).toBeUndefined();
    const at = testNow().toISOString();
    const order = (orderNumber: string, transId: string | null) => ({
      order_number: orderNumber,
      kind: 'puja',
      status: transId ? 'PAID' : 'PENDING',
      total_cents: 25000,
      notes: '',
      command_name: '',
      attendance_type: '',
      client_id: '',
      billing_state_other: '',
      prasad_state_other: '',
      customer_email: 'asha@example.com',
      trans_id: transId,
      created_at: at,
      updated_at: at,
      paid_at: transId ? at : null,
    });
    await db
      .insertInto('orders')
      .values([order('OLD1', 'T2'), order('OLD2', null)])
      .execute();
    const attempt = (n: number, transId: string, accountNumber: string) => ({
      subject_kind: 'ORDER',
      subject_ref: 'OLD1',
      attempt: n,
      invoice_number: `OLD1-${n}`,
      amount_cents: 25000,
      status: n === 2 ? 'PAID' : 'DECLINED',
      trans_id: transId,
      auth_code: null,
      account_number: accountNumber,
      code: null,
      message: null,
      idempotency_key: null,
      token_hash: null,
      created_at: at,
      updated_at: at,
    });
    await db
      .insertInto('payment_attempts')
      .values([attempt(1, 'T1', 'XXXX0002'), attempt(2, 'T2', 'XXXX1111')])
      .execute();

    await migrateToLatest(db, testNow);
    const cards = await db
      .selectFrom('orders')
      .select(['order_number', 'card_type', 'card_number'])
      .orderBy('order_number')
      .execute();
    expect(cards).toEqual([
      { order_number: 'OLD1', card_type: '', card_number: 'XXXX1111' },
      { order_number: 'OLD2', card_type: '', card_number: '' },
    ]);
  });
});
