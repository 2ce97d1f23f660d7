/**
 * An erasure request a devotee makes from a page is confirmed by them through
 * a link mailed to the order's or booking's address before the office may act
 * on it: the link's SHA-256 and when they confirmed (decision 0176).
 */
import { type Migration } from 'kysely';
import { createIndex, type MigrationDb as Db } from '../columns';

export const erasureConfirmationMigration: Migration = {
  async up(db: Db) {
    await db.schema
      .alterTable('privacy_erasure_requests')
      .addColumn('confirm_token_hash', 'text')
      .execute();
    await db.schema
      .alterTable('privacy_erasure_requests')
      .addColumn('devotee_confirmed_at', 'text')
      .execute();
    await createIndex(db.schema, 'privacy_erasure_requests_token', 'privacy_erasure_requests', [
      'confirm_token_hash',
    ]);
  },
  async down(db: Db) {
    await db.schema.dropIndex('privacy_erasure_requests_token').execute();
    await db.schema
      .alterTable('privacy_erasure_requests')
      .dropColumn('devotee_confirmed_at')
      .execute();
    await db.schema
      .alterTable('privacy_erasure_requests')
      .dropColumn('confirm_token_hash')
      .execute();
  },
};
