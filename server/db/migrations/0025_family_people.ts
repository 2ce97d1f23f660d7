/**
 * The family kept in an account: the people the devotee orders for, saved
 * with their consent, each with a tradition (which calendar their days are
 * counted in), their birth (a day, time and place, or the star alone with
 * its month) and, for the departed, the passing in the same shape, and the
 * reminders chosen for them. Deleted with the account.
 */
import type { Migration } from 'kysely';
import {
  createIndex,
  createTable,
  defaulted,
  flag,
  optional,
  primaryKey,
  reference,
  required,
  type MigrationDb as Db,
} from '../columns';

/** One life event's columns (birth_… or passing_…); personal-columns.ts names them for erasure. */
const eventColumns = (prefix: 'birth' | 'passing') => ({
  [`${prefix}_date`]: optional('varchar(10)'),
  [`${prefix}_time`]: optional('varchar(5)'),
  [`${prefix}_place`]: optional('varchar(200)'),
  [`${prefix}_lat`]: optional('double precision'),
  [`${prefix}_lon`]: optional('double precision'),
  [`${prefix}_time_zone`]: optional('varchar(64)'),
  [`${prefix}_star`]: optional('integer'),
  [`${prefix}_month_sign`]: optional('integer'),
  [`${prefix}_tithi`]: optional('integer'),
});

export const familyPeopleMigration: Migration = {
  async up(db: Db) {
    const birth = eventColumns('birth');
    const passing = eventColumns('passing');
    await createTable(db.schema, 'family_people', {
      id: primaryKey('varchar(36)'),
      account_id: reference('varchar(36)', 'accounts.id', 'cascade'),
      name: required('varchar(200)'),
      relation: required('varchar(30)'),
      /** kerala, tamil or lunar (domain/account/family.ts). */
      tradition: required('varchar(10)'),
      /** amanta or purnimanta: how the lunar months are counted. */
      lunar_scheme: defaulted('varchar(12)', 'amanta'),
      departed: flag,
      ...birth,
      ...passing,
      /** Reminder mails: weeks before the day and days before it; null for none. */
      remind_weeks_before: optional('integer'),
      remind_days_before: optional('integer'),
      /** When the devotee agreed that this person's details be kept. */
      consent_at: required('varchar(30)'),
      created_at: required('varchar(30)'),
      updated_at: required('varchar(30)'),
    }).execute();
    await createIndex(db.schema, 'family_people_account', 'family_people', ['account_id']);
  },
  async down(db: Db) {
    await db.schema.dropTable('family_people').execute();
  },
};
