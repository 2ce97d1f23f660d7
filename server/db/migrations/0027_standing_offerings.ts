/**
 * Standing offerings: a puja offered every year on a person's day (their star
 * birthday) or on each of the puja's own days, until a date, charged to a card
 * kept at Authorize.net. Each year's order copies the person and addresses of
 * the paid order it was set up from (`source_order_number`, `source_position`);
 * `family_person_id` names the account's family person when set up from the
 * family. Of the card only the profile ids, the card type and last four.
 */
import type { Migration } from 'kysely';
import {
  cents,
  createdAndUpdated,
  createTable,
  optional,
  primaryKey,
  required,
  type MigrationDb as Db,
} from '../columns';
import { STANDING_PERSONAL_COLUMNS } from '../personal-columns';

async function up(db: Db): Promise<void> {
  await createTable(db.schema, 'standing_offerings', {
    id: primaryKey('varchar(32)'),
    /** ACTIVE, CANCELLED or ENDED (domain/standing.ts). */
    status: required('varchar(16)'),
    source_order_number: required('text'),
    source_position: required('integer'),
    family_person_id: optional('varchar(64)'),
    puja_id: required('integer'),
    /** STAR_BIRTHDAY (star_index, sun_sign, tradition) or PUJA_DAYS (the puja's schedule). */
    day_rule: required('varchar(16)'),
    tradition: optional('varchar(16)'),
    /** YYYY-MM-DD: no date after it is offered. */
    until_date: required('text'),
    /** The price the devotee agreed to; a higher catalog price asks again. */
    agreed_cents: cents,
    customer_profile_id: required('varchar(32)'),
    payment_profile_id: required('varchar(32)'),
    card_type: required('varchar(32)'),
    language: required('varchar(16)'),
    /** JSON list of YYYY-MM-DD dates paused by the devotee. */
    paused_dates: required('text'),
    /** SHA-256 of the secret in the mails' manage links. */
    manage_token_hash: required('varchar(64)'),
    cancelled_at: optional('text'),
    ...Object.fromEntries(
      STANDING_PERSONAL_COLUMNS.map((name) => [
        name,
        name === 'star_index' || name === 'sun_sign' ? optional('integer') : required('text'),
      ]),
    ),
    ...createdAndUpdated('text'),
  }).execute();
}

async function down(db: Db): Promise<void> {
  await db.schema.dropTable('standing_offerings').execute();
}

export const standingOfferingsMigration: Migration = { up, down };
