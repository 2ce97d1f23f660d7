/**
 * The links of "My order": each row is one emailed link to an order's page,
 * kept as the SHA-256 of its token (the token itself lives only in the mail).
 * Orders stored before this get their link with the next mail that carries
 * one (Find my order, a resent confirmation): a hash made now could never be
 * mailed, so nothing is backfilled (docs/decisions/0120).
 */
import { type Migration } from 'kysely';
import {
  createIndex,
  createTable,
  orderNumber,
  primaryKey,
  required,
  type MigrationDb as Db,
} from '../columns';

export const orderAccessTokensMigration: Migration = {
  async up(db: Db) {
    await createTable(db.schema, 'order_access_tokens', {
      token_hash: primaryKey('text'),
      order_number: orderNumber,
      created_at: required('text'),
    }).execute();
    await createIndex(db.schema, 'order_access_tokens_order', 'order_access_tokens', [
      'order_number',
    ]);
  },
  async down(db: Db) {
    await db.schema.dropTable('order_access_tokens').execute();
  },
};
