/** Migrations of the payment tables (merged into the core migration set). */
import type { Kysely, Migration } from 'kysely';

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

export const paymentMigrations: Record<string, Migration> = {
  '0500_sandbox_gateway': sandboxGateway,
};
