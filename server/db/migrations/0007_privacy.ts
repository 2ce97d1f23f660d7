/**
 * Retention and erasure (docs/privacy-data.md): when an order's or booking's
 * personal fields were erased, when a mail's were, the erasure requests the office confirms, and the claim that
 * lets one server at a time run the retention job.
 */
import { type Migration } from 'kysely';
import { createTable, optional, primaryKey, required, type MigrationDb as Db } from '../columns';

export const privacyMigration: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('outbox_emails').addColumn('erased_at', 'text').execute();
    // Stamps beside the rows, not columns on them: the bookings' table is created by a
    // later-sorting migration, and shipments or photos can be stamped here the same way.
    await createTable(db.schema, 'privacy_erasures', {
      subject_kind: required('text'),
      subject_ref: required('text'),
      erased_at: required('text'),
      receipt_erased_at: optional('text'),
    })
      .addPrimaryKeyConstraint('privacy_erasures_pk', ['subject_kind', 'subject_ref'])
      .execute();
    await createTable(db.schema, 'privacy_erasure_requests', {
      id: primaryKey('text'),
      email: required('text'),
      reference: required('text'),
      source: required('text'),
      status: required('text'),
      requested_at: required('text'),
      recorded_by: required('text'),
      confirmed_at: optional('text'),
      confirmed_by: optional('text'),
      erased_json: required('text'),
    }).execute();
    await createTable(db.schema, 'job_claims', {
      name: primaryKey('text'),
      claimed_until: required('text'),
      claimed_by: required('text'),
      last_run_at: optional('text'),
      last_outcome: required('text'),
    }).execute();
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
