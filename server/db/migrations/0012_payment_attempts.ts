import { sql, type Migration } from 'kysely';
import {
  cents,
  createdAndUpdated,
  createIndex,
  createTable,
  type MigrationDb as Db,
  optional,
  required,
  unique,
} from '../columns';

/**
 * One payment-attempt table for orders and bookings, in one status vocabulary:
 * the orders' attempts move over, order statuses and booking payment states
 * are renamed, and an older sandbox database learns settlement batches.
 */
export const paymentAttemptsMigration: Migration = {
  async up(db: Db) {
    await createTable(db.schema, 'payment_attempts', {
      subject_kind: required('varchar(10)'),
      subject_ref: required('varchar(40)'),
      attempt: required('integer'),
      invoice_number: unique('varchar(20)'),
      amount_cents: cents,
      status: required('varchar(20)'),
      trans_id: optional('varchar(20)'),
      auth_code: optional('varchar(6)'),
      account_number: optional('varchar(8)'),
      code: optional('varchar(40)'),
      message: optional('text'),
      idempotency_key: optional('varchar(200)'),
      token_hash: optional('varchar(64)'),
      ...createdAndUpdated('varchar(30)'),
    })
      .addPrimaryKeyConstraint('payment_attempts_pk', ['subject_kind', 'subject_ref', 'attempt'])
      .execute();
    await createIndex(db.schema, 'payment_attempts_status', 'payment_attempts', [
      'status',
      'updated_at',
    ]);
    await createIndex(db.schema, 'payment_attempts_key', 'payment_attempts', ['idempotency_key']);
    await createIndex(db.schema, 'payment_attempts_trans', 'payment_attempts', ['trans_id']);
    await sql`INSERT INTO payment_attempts (subject_kind, subject_ref, attempt, invoice_number,
        amount_cents, status, trans_id, auth_code, account_number, code, message, idempotency_key,
        token_hash, created_at, updated_at)
      SELECT 'ORDER', order_number, attempt, order_number || '-' || attempt, amount_cents,
        CASE outcome WHEN 'APPROVED' THEN 'PAID' WHEN 'ERROR' THEN 'DECLINED'
          WHEN 'HOSTED' THEN 'DECLINED' ELSE outcome END,
        trans_id, auth_code, NULL, code, message, idempotency_key, NULL, created_at, updated_at
      FROM order_payment_attempts`.execute(db);
    await db.schema.dropTable('order_payment_attempts').execute();
    await sql`UPDATE orders SET status = CASE status WHEN 'PENDING_PAYMENT' THEN 'PENDING'
      WHEN 'PAYMENT_UNKNOWN' THEN 'UNKNOWN' ELSE status END`.execute(db);
    await sql`UPDATE astro_bookings SET payment_state = CASE payment_state
      WHEN 'APPROVED' THEN 'PAID' WHEN 'ERROR' THEN 'DECLINED' ELSE payment_state END`.execute(db);
    // A sandbox database made before the gateway made its own tables learns
    // settlement batches here; elsewhere there is no such table.
    const tables = await db.introspection.getTables();
    if (tables.some((table) => table.name === 'sandbox_transactions')) {
      await db.schema
        .alterTable('sandbox_transactions')
        .addColumn('batch_id', 'varchar(20)')
        .execute();
      await db.schema
        .alterTable('sandbox_transactions')
        .addColumn('settled_at', 'varchar(30)')
        .execute();
    }
  },
  async down() {
    throw new Error('0012_payment_attempts cannot be undone: restore a backup instead');
  },
};
