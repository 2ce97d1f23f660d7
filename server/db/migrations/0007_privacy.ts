/**
 * Retention and erasure (docs/privacy-data.md): when an order's or booking's
 * personal fields were erased, when a mail's were, the erasure requests the office confirms, and the claim that
 * lets one server at a time run the retention job.
 */
import { type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against an untyped db */
type Db = Kysely<any>;

export const privacyMigration: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('outbox_emails').addColumn('erased_at', 'text').execute();
    // Stamps beside the rows, not columns on them: the bookings' table is created by a
    // later-sorting migration, and shipments or photos can be stamped here the same way.
    await db.schema
      .createTable('privacy_erasures')
      .addColumn('subject_kind', 'text', (c) => c.notNull())
      .addColumn('subject_ref', 'text', (c) => c.notNull())
      .addColumn('erased_at', 'text', (c) => c.notNull())
      .addColumn('receipt_erased_at', 'text')
      .addPrimaryKeyConstraint('privacy_erasures_pk', ['subject_kind', 'subject_ref'])
      .execute();
    await db.schema
      .createTable('privacy_erasure_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('requested_at', 'text', (c) => c.notNull())
      .addColumn('recorded_by', 'text', (c) => c.notNull())
      .addColumn('confirmed_at', 'text')
      .addColumn('confirmed_by', 'text')
      .addColumn('erased_json', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('job_claims')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('claimed_until', 'text', (c) => c.notNull())
      .addColumn('claimed_by', 'text', (c) => c.notNull())
      .addColumn('last_run_at', 'text')
      .addColumn('last_outcome', 'text', (c) => c.notNull())
      .execute();
    await db
      .insertInto('job_claims')
      .values({
        name: 'retention',
        claimed_until: '1970-01-01T00:00:00.000Z',
        claimed_by: '',
        last_run_at: null,
        last_outcome: '',
      })
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropTable('job_claims').execute();
    await db.schema.dropTable('privacy_erasure_requests').execute();
    await db.schema.dropTable('privacy_erasures').execute();
    await db.schema.alterTable('outbox_emails').dropColumn('erased_at').execute();
  },
};
