/** Migrations of the payment tables (merged into the core migration set). */
import { sql, type Migration } from 'kysely';
import {
  cents,
  createdAndUpdated,
  createIndex,
  createTable,
  type MigrationDb as Db,
  optional,
  primaryKey,
  required,
  singleUse,
  unique,
} from '../db/columns';

const sandboxGateway: Migration = {
  async up(db: Db) {
    await createTable(db.schema, 'sandbox_nonces', {
      nonce_hash: primaryKey('varchar(64)'),
      card_brand: required('varchar(20)'),
      card_last4: required('varchar(4)'),
      test_card: required('integer'),
      expiration: required('varchar(6)'),
      cvv_result: required('varchar(1)'),
      zip: optional('varchar(20)'),
      ...singleUse('varchar(30)'),
    }).execute();
    await createTable(db.schema, 'sandbox_transactions', {
      trans_id: primaryKey('varchar(20)'),
      ref_id: optional('varchar(20)'),
      transaction_type: required('varchar(40)'),
      invoice_number: optional('varchar(20)'),
      description: optional('varchar(255)'),
      amount_cents: cents,
      status: required('varchar(40)'),
      response_code: required('integer'),
      reason_code: required('integer'),
      auth_code: required('varchar(6)'),
      avs_result: required('varchar(1)'),
      cvv_result: required('varchar(1)'),
      account_type: required('varchar(20)'),
      account_number: required('varchar(8)'),
      card_key: required('varchar(64)'),
      first_name: optional('varchar(50)'),
      last_name: optional('varchar(50)'),
      email: optional('varchar(255)'),
      bill_zip: optional('varchar(20)'),
      submitted_at: required('varchar(30)'),
      voided_at: optional('varchar(30)'),
    }).execute();
    await createIndex(db.schema, 'sandbox_transactions_submitted', 'sandbox_transactions', [
      'submitted_at',
    ]);
    await createIndex(db.schema, 'sandbox_transactions_duplicate', 'sandbox_transactions', [
      'card_key',
      'invoice_number',
      'amount_cents',
    ]);
    await createTable(db.schema, 'sandbox_hosted_tokens', {
      token_hash: primaryKey('varchar(64)'),
      ref_id: optional('varchar(20)'),
      invoice_number: optional('varchar(20)'),
      description: optional('varchar(255)'),
      amount_cents: cents,
      email: optional('varchar(255)'),
      bill_to: optional('text'),
      return_url: optional('text'),
      cancel_url: optional('text'),
      created_at: required('varchar(30)'),
      expires_at: required('varchar(30)'),
      trans_id: optional('varchar(20)'),
    }).execute();
  },
  async down(db: Db) {
    await db.schema.dropTable('sandbox_hosted_tokens').execute();
    await db.schema.dropTable('sandbox_transactions').execute();
    await db.schema.dropTable('sandbox_nonces').execute();
  },
};

/**
 * One payment-attempt table for orders and bookings, in one status vocabulary:
 * the orders' attempts move over, order statuses and booking payment states
 * are renamed, and the sandbox learns settlement batches.
 */
const paymentAttempts: Migration = {
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
    await db.schema
      .alterTable('sandbox_transactions')
      .addColumn('batch_id', 'varchar(20)')
      .execute();
    await db.schema
      .alterTable('sandbox_transactions')
      .addColumn('settled_at', 'varchar(30)')
      .execute();
  },
  async down() {
    throw new Error('0510_payment_attempts cannot be undone: restore a backup instead');
  },
};

export const paymentMigrations: Record<string, Migration> = {
  '0500_sandbox_gateway': sandboxGateway,
  '0510_payment_attempts': paymentAttempts,
};
