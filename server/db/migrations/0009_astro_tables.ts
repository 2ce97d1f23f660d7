/** The astrology booking tables: reading types, astrologers, availability, holds and bookings. */
import type { Migration } from 'kysely';
import {
  cents,
  createdAndUpdated,
  createIndex,
  createTable,
  defaulted,
  flag,
  optional,
  primaryKey,
  reference,
  required,
  unique,
  type MigrationDb as Db,
} from '../columns';

async function createTables(db: Db): Promise<void> {
  const schema = db.schema;
  await createTable(schema, 'astro_reading_types', {
    id: primaryKey('integer'),
    code: unique('text'),
    name: required('text'),
    summary: required('text'),
    covers: required('text'),
    duration_minutes: required('integer'),
    price_cents: cents,
    people_count: required('integer'),
    sort_order: required('integer'),
    is_sample: flag,
    active: flag,
  }).execute();
  await createTable(schema, 'astro_astrologers', {
    id: primaryKey('integer'),
    name: required('text'),
    bio: required('text'),
    time_zone: required('text'),
    minimum_notice_minutes: required('integer'),
    buffer_minutes: required('integer'),
    horizon_days: required('integer'),
    email: required('text'),
    active: flag,
  }).execute();
  await createTable(schema, 'astro_availability', {
    astrologer_id: reference('integer', 'astro_astrologers.id', 'cascade'),
    weekday: required('integer'),
    start_time: required('text'),
    end_time: required('text'),
  })
    .addPrimaryKeyConstraint('astro_availability_pk', ['astrologer_id', 'weekday', 'start_time'])
    .execute();
  await createTable(schema, 'astro_days_off', {
    astrologer_id: reference('integer', 'astro_astrologers.id', 'cascade'),
    day: required('text'),
  })
    .addPrimaryKeyConstraint('astro_days_off_pk', ['astrologer_id', 'day'])
    .execute();
  await createTable(schema, 'astro_bookings', {
    code: primaryKey('text'),
    access_token: required('text'),
    reading_type_id: reference('integer', 'astro_reading_types.id'),
    astrologer_id: reference('integer', 'astro_astrologers.id'),
    start_utc: required('text'),
    end_utc: required('text'),
    status: required('text'),
    hold_expires_at: required('text'),
    disclaimer_version: required('text'),
    people: required('text'),
    contact_email: required('text'),
    visitor_time_zone: required('text'),
    reschedule_count: required('integer'),
    ics_sequence: required('integer'),
    price_cents: cents,
    invoice_number: unique('text'),
    payment_state: required('text'),
    payment_trans_id: optional('text'),
    payment_message: optional('text'),
    cancel_reason: required('text'),
    refund_state: required('text'),
    ...createdAndUpdated('text'),
    confirmed_at: optional('text'),
    // Added by core migration 0008 where the table was made before it (which then runs first).
    language: defaulted('text', 'en'),
  }).execute();
  await createIndex(schema, 'astro_bookings_status_hold', 'astro_bookings', [
    'status',
    'hold_expires_at',
  ]);
  await createTable(schema, 'astro_occupied_cells', {
    astrologer_id: reference('integer', 'astro_astrologers.id'),
    cell_start: required('text'),
    booking_code: reference('text', 'astro_bookings.code', 'cascade'),
  })
    .addPrimaryKeyConstraint('astro_occupied_cells_pk', ['astrologer_id', 'cell_start'])
    .execute();
  await createIndex(schema, 'astro_occupied_cells_booking', 'astro_occupied_cells', [
    'booking_code',
  ]);
}

async function dropTables(db: Db): Promise<void> {
  for (const table of [
    'astro_occupied_cells',
    'astro_bookings',
    'astro_days_off',
    'astro_availability',
    'astro_astrologers',
    'astro_reading_types',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

export const astroTablesMigration: Migration = { up: createTables, down: dropTables };
