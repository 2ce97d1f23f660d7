/**
 * Receipts (server/receipts): the card an order was paid with as the gateway
 * reported it, the temple's tax statement, and which yearly statements were
 * queued. Core migrations run before the payment and staff modules' (names
 * sort), so these are columns of `orders` and tables of their own rather than
 * columns of `payment_attempts` or `temple_details`.
 */
import { sql, type Migration } from 'kysely';
import { createTable, primaryKey, required, type MigrationDb as Db } from '../columns';

async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('card_type', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('card_number', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Orders paid before this: the paid attempt kept the masked number (not the card type).
  const tables = await db.introspection.getTables();
  if (tables.some((t) => t.name === 'payment_attempts')) {
    await sql`UPDATE orders SET card_number = (
        SELECT a.account_number FROM payment_attempts a
        WHERE a.subject_kind = 'ORDER' AND a.subject_ref = orders.order_number
          AND a.trans_id = orders.trans_id AND a.account_number IS NOT NULL)
      WHERE trans_id IS NOT NULL AND EXISTS (
        SELECT 1 FROM payment_attempts a
        WHERE a.subject_kind = 'ORDER' AND a.subject_ref = orders.order_number
          AND a.trans_id = orders.trans_id AND a.account_number IS NOT NULL)`.execute(db);
  }
  await createTable(db.schema, 'temple_tax_statement', {
    id: primaryKey('integer'),
    body: required('text'),
    updated_at: required('text'),
  }).execute();
  await createTable(db.schema, 'receipt_statements_sent', {
    email: required('varchar(254)'),
    year: required('integer'),
    outbox_id: required('text'),
    queued_at: required('text'),
  })
    .addPrimaryKeyConstraint('receipt_statements_sent_pk', ['email', 'year'])
    .execute();
}

async function down(db: Db): Promise<void> {
  await db.schema.dropTable('receipt_statements_sent').execute();
  await db.schema.dropTable('temple_tax_statement').execute();
  await db.schema.alterTable('orders').dropColumn('card_number').execute();
  await db.schema.alterTable('orders').dropColumn('card_type').execute();
}

export const receiptsMigration: Migration = { up, down };
