/** Migrations of the payment tables (merged into the core migration set). */
import { sql, type Kysely, type Migration } from 'kysely';

// Migrations must not depend on the app's current types: they see an untyped database.
type AnyDb = Kysely<unknown>;

const sandboxGateway: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('sandbox_nonces')
      .addColumn('nonce_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('card_brand', 'varchar(20)', (c) => c.notNull())
      .addColumn('card_last4', 'varchar(4)', (c) => c.notNull())
      .addColumn('test_card', 'integer', (c) => c.notNull())
      .addColumn('expiration', 'varchar(6)', (c) => c.notNull())
      .addColumn('cvv_result', 'varchar(1)', (c) => c.notNull())
      .addColumn('zip', 'varchar(20)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('used_at', 'varchar(30)')
      .execute();
    await db.schema
      .createTable('sandbox_transactions')
      .addColumn('trans_id', 'varchar(20)', (c) => c.primaryKey())
      .addColumn('ref_id', 'varchar(20)')
      .addColumn('transaction_type', 'varchar(40)', (c) => c.notNull())
      .addColumn('invoice_number', 'varchar(20)')
      .addColumn('description', 'varchar(255)')
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('status', 'varchar(40)', (c) => c.notNull())
      .addColumn('response_code', 'integer', (c) => c.notNull())
      .addColumn('reason_code', 'integer', (c) => c.notNull())
      .addColumn('auth_code', 'varchar(6)', (c) => c.notNull())
      .addColumn('avs_result', 'varchar(1)', (c) => c.notNull())
      .addColumn('cvv_result', 'varchar(1)', (c) => c.notNull())
      .addColumn('account_type', 'varchar(20)', (c) => c.notNull())
      .addColumn('account_number', 'varchar(8)', (c) => c.notNull())
      .addColumn('card_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('first_name', 'varchar(50)')
      .addColumn('last_name', 'varchar(50)')
      .addColumn('email', 'varchar(255)')
      .addColumn('bill_zip', 'varchar(20)')
      .addColumn('submitted_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('voided_at', 'varchar(30)')
      .execute();
    await db.schema
      .createIndex('sandbox_transactions_submitted')
      .on('sandbox_transactions')
      .column('submitted_at')
      .execute();
    await db.schema
      .createIndex('sandbox_transactions_duplicate')
      .on('sandbox_transactions')
      .columns(['card_key', 'invoice_number', 'amount_cents'])
      .execute();
    await db.schema
      .createTable('sandbox_hosted_tokens')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('ref_id', 'varchar(20)')
      .addColumn('invoice_number', 'varchar(20)')
      .addColumn('description', 'varchar(255)')
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('email', 'varchar(255)')
      .addColumn('bill_to', 'text')
      .addColumn('return_url', 'text')
      .addColumn('cancel_url', 'text')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('trans_id', 'varchar(20)')
      .execute();
  },
  async down(db: AnyDb) {
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
  async up(db: AnyDb) {
    await db.schema
      .createTable('payment_attempts')
      .addColumn('subject_kind', 'varchar(10)', (c) => c.notNull())
      .addColumn('subject_ref', 'varchar(40)', (c) => c.notNull())
      .addColumn('attempt', 'integer', (c) => c.notNull())
      .addColumn('invoice_number', 'varchar(20)', (c) => c.notNull().unique())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('trans_id', 'varchar(20)')
      .addColumn('auth_code', 'varchar(6)')
      .addColumn('account_number', 'varchar(8)')
      .addColumn('code', 'varchar(40)')
      .addColumn('message', 'text')
      .addColumn('idempotency_key', 'varchar(200)')
      .addColumn('token_hash', 'varchar(64)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .addPrimaryKeyConstraint('payment_attempts_pk', ['subject_kind', 'subject_ref', 'attempt'])
      .execute();
    await db.schema
      .createIndex('payment_attempts_status')
      .on('payment_attempts')
      .columns(['status', 'updated_at'])
      .execute();
    await db.schema
      .createIndex('payment_attempts_key')
      .on('payment_attempts')
      .column('idempotency_key')
      .execute();
    await db.schema
      .createIndex('payment_attempts_trans')
      .on('payment_attempts')
      .column('trans_id')
      .execute();
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
