/**
 * The local sandbox gateway's own tables (nonces, transactions, hosted tokens),
 * made when the sandbox gateway starts: they exist only in sandbox databases,
 * and the production migration set knows nothing of them. Idempotent.
 */
import {
  cents,
  createTable,
  type MigrationDb as Db,
  optional,
  primaryKey,
  required,
  singleUse,
} from '../../db/columns';

async function createIndexIfMissing(
  db: Db,
  name: string,
  table: string,
  columns: readonly string[],
): Promise<void> {
  await db.schema
    .createIndex(name)
    .ifNotExists()
    .on(table)
    .columns([...columns])
    .execute();
}

/** Creates the sandbox gateway's tables and indexes where they are missing. */
export async function ensureSandboxTables(db: Db): Promise<void> {
  await createTable(db.schema, 'sandbox_nonces', {
    nonce_hash: primaryKey('varchar(64)'),
    card_brand: required('varchar(20)'),
    card_last4: required('varchar(4)'),
    test_card: required('integer'),
    expiration: required('varchar(6)'),
    cvv_result: required('varchar(1)'),
    zip: optional('varchar(20)'),
    ...singleUse('varchar(30)'),
  })
    .ifNotExists()
    .execute();
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
    batch_id: optional('varchar(20)'),
    settled_at: optional('varchar(30)'),
  })
    .ifNotExists()
    .execute();
  await createIndexIfMissing(db, 'sandbox_transactions_submitted', 'sandbox_transactions', [
    'submitted_at',
  ]);
  await createIndexIfMissing(db, 'sandbox_transactions_duplicate', 'sandbox_transactions', [
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
  })
    .ifNotExists()
    .execute();
  await createTable(db.schema, 'sandbox_customer_profiles', {
    customer_profile_id: primaryKey('varchar(20)'),
    merchant_customer_id: optional('varchar(20)'),
    email: optional('varchar(255)'),
    created_at: required('varchar(30)'),
  })
    .ifNotExists()
    .execute();
  await createTable(db.schema, 'sandbox_payment_profiles', {
    payment_profile_id: primaryKey('varchar(20)'),
    customer_profile_id: required('varchar(20)'),
    card_brand: required('varchar(20)'),
    card_last4: required('varchar(4)'),
    expiration: required('varchar(6)'),
    test_card: required('integer'),
    zip: optional('varchar(20)'),
    updated_at: required('varchar(30)'),
  })
    .ifNotExists()
    .execute();
  await createIndexIfMissing(db, 'sandbox_payment_profiles_customer', 'sandbox_payment_profiles', [
    'customer_profile_id',
  ]);
  await createTable(db.schema, 'sandbox_profile_tokens', {
    token_hash: primaryKey('varchar(64)'),
    customer_profile_id: required('varchar(20)'),
    return_url: optional('text'),
    created_at: required('varchar(30)'),
    expires_at: required('varchar(30)'),
  })
    .ifNotExists()
    .execute();
}
