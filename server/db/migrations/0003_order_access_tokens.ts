/**
 * The links of "My order": each row is one emailed link to an order's page,
 * kept as the SHA-256 of its token (the token itself lives only in the mail).
 * Orders stored before this get their link with the next mail that carries
 * one (Find my order, a resent confirmation): a hash made now could never be
 * mailed, so nothing is backfilled (docs/decisions/0120).
 */
import { type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against an untyped db */
type Db = Kysely<any>;

export const orderAccessTokensMigration: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('order_access_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('order_number', 'text', (c) =>
        c.notNull().references('orders.order_number').onDelete('cascade'),
      )
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('order_access_tokens_order')
      .on('order_access_tokens')
      .column('order_number')
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropTable('order_access_tokens').execute();
  },
};
