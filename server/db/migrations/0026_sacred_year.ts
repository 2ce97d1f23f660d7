/**
 * The family's sacred year: the private calendar feeds of an account (only
 * the hash of each feed's secret is kept; a feed is revoked, never reused)
 * and the log of reminder mails, one row per person, day and reminder kind,
 * so that a mail goes once however many sweeps or servers see it due.
 * Both go with the account (and the log with the person) on deletion.
 */
import type { Migration } from 'kysely';
import {
  createIndex,
  createTable,
  optional,
  primaryKey,
  reference,
  required,
  type MigrationDb as Db,
} from '../columns';

export const sacredYearMigration: Migration = {
  async up(db: Db) {
    await createTable(db.schema, 'calendar_feeds', {
      /** SHA-256 (hex) of the secret in the feed's address. */
      token_hash: primaryKey('varchar(64)'),
      account_id: reference('varchar(36)', 'accounts.id', 'cascade'),
      created_at: required('varchar(30)'),
      revoked_at: optional('varchar(30)'),
    }).execute();
    await createIndex(db.schema, 'calendar_feeds_account', 'calendar_feeds', ['account_id']);
    await createTable(db.schema, 'reminder_log', {
      person_id: reference('varchar(36)', 'family_people.id', 'cascade'),
      /** The person's day (ISO date at the temple) the mail is about. */
      day: required('varchar(10)'),
      /** weeks (the early mail) or days (the late one). */
      kind: required('varchar(10)'),
      sent_at: required('varchar(30)'),
    })
      .addPrimaryKeyConstraint('reminder_log_pk', ['person_id', 'day', 'kind'])
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropTable('reminder_log').execute();
    await db.schema.dropTable('calendar_feeds').execute();
  },
};
