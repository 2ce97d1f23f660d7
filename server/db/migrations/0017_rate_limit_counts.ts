/**
 * The rate limits' counters, shared by every server on the database: one row
 * per limit and key (a client address, an order number) with its current
 * window, counted up in one upsert (server/http/rate-limit-store.ts). Rows
 * whose window has ended are deleted by the servers as they count.
 */
import { type Migration } from 'kysely';
import { createIndex, createTable, required, type MigrationDb as Db } from '../columns';

export const rateLimitCountsMigration: Migration = {
  async up(db: Db) {
    await createTable(db.schema, 'rate_limit_counts', {
      bucket: required('text'),
      client: required('text'),
      window_start: required('text'),
      expires_at: required('text'),
      hits: required('integer'),
    })
      .addPrimaryKeyConstraint('rate_limit_counts_pk', ['bucket', 'client'])
      .execute();
    await createIndex(db.schema, 'rate_limit_counts_expiry', 'rate_limit_counts', ['expires_at']);
  },
  async down(db: Db) {
    await db.schema.dropTable('rate_limit_counts').execute();
  },
};
