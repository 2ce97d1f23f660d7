/**
 * Migrations of the astrology booking tables (merged into the core migration
 * set; the names sort after the core ones). The second one seeds sample
 * reading types and astrologers that the temple replaces (docs/astro.md).
 */
import { randomBytes } from 'node:crypto';
import type { Migration } from 'kysely';
import { ASTRO_SEED } from './seed-data';
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
} from '../db/columns';

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

async function seed(db: Db): Promise<void> {
  const { readingTypes, astrologers } = ASTRO_SEED;
  await db
    .insertInto('astro_reading_types')
    .values(
      readingTypes.map((type) => ({ ...type, covers: JSON.stringify(type.covers), active: 1 })),
    )
    .execute();
  for (const { windows, daysOff, ...astrologer } of astrologers) {
    await db
      .insertInto('astro_astrologers')
      .values({ ...astrologer, active: 1 })
      .execute();
    await db
      .insertInto('astro_availability')
      .values(
        windows.map((window) => ({
          astrologer_id: astrologer.id,
          weekday: window.weekday,
          start_time: window.start,
          end_time: window.end,
        })),
      )
      .execute();
    if (daysOff.length > 0) {
      await db
        .insertInto('astro_days_off')
        .values(daysOff.map((day) => ({ astrologer_id: astrologer.id, day })))
        .execute();
    }
  }
}

/** The sample astrologers' own addresses and standing rooms (both samples, like their names). */
const SAMPLE_ASTROLOGER_DETAILS = [
  {
    id: 1,
    email: 'kerala.astrologer@amritapuja.example',
    meeting_url: 'https://video.amritapuja.example/room/kerala-sample',
  },
  {
    id: 2,
    email: 'california.astrologer@amritapuja.example',
    meeting_url: 'https://video.amritapuja.example/room/california-sample',
  },
];

/**
 * The astrologers' own pages: buffers before, a daily limit, a meeting link
 * and a calendar-feed secret per astrologer; date overrides; the reading
 * types each offers; the devotee's question, a per-booking link, the outcome
 * and the change reason per booking; and the ticket pools behind the daily
 * limit and the limit on unpaid holds.
 */
async function astrologerPages(db: Db): Promise<void> {
  const schema = db.schema;
  const astrologerColumns: [string, 'integer' | 'text', number | string][] = [
    ['buffer_before_minutes', 'integer', 0],
    ['daily_limit', 'integer', 0],
    ['meeting_url', 'text', ''],
    ['feed_token', 'text', ''],
  ];
  for (const [name, type, fallback] of astrologerColumns) {
    await schema
      .alterTable('astro_astrologers')
      .addColumn(name, type, (c) => c.notNull().defaultTo(fallback))
      .execute();
  }
  for (const name of ['question', 'meeting_url', 'outcome', 'change_reason', 'client_address']) {
    await schema
      .alterTable('astro_bookings')
      .addColumn(name, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await createTable(schema, 'astro_overrides', {
    astrologer_id: reference('integer', 'astro_astrologers.id', 'cascade'),
    day: required('text'),
    kind: required('text'),
    start_time: required('text'),
    end_time: required('text'),
  })
    .addPrimaryKeyConstraint('astro_overrides_pk', ['astrologer_id', 'day', 'kind', 'start_time'])
    .execute();
  await createTable(schema, 'astro_offered_types', {
    astrologer_id: reference('integer', 'astro_astrologers.id', 'cascade'),
    reading_type_id: reference('integer', 'astro_reading_types.id', 'cascade'),
  })
    .addPrimaryKeyConstraint('astro_offered_types_pk', ['astrologer_id', 'reading_type_id'])
    .execute();
  await createTable(schema, 'astro_tickets', {
    scope: required('text'),
    ticket: required('integer'),
    booking_code: reference('text', 'astro_bookings.code', 'cascade'),
  })
    .addPrimaryKeyConstraint('astro_tickets_pk', ['scope', 'ticket'])
    .execute();
  await createIndex(schema, 'astro_tickets_booking', 'astro_tickets', ['booking_code']);

  // Every existing astrologer keeps offering every existing reading type.
  const astrologers = await db.selectFrom('astro_astrologers').select('id').execute();
  const types = await db.selectFrom('astro_reading_types').select('id').execute();
  for (const astrologer of astrologers) {
    await db
      .updateTable('astro_astrologers')
      .set({ feed_token: randomBytes(18).toString('base64url') })
      .where('id', '=', astrologer.id)
      .execute();
    if (types.length > 0) {
      await db
        .insertInto('astro_offered_types')
        .values(types.map((type) => ({ astrologer_id: astrologer.id, reading_type_id: type.id })))
        .execute();
    }
  }
  for (const sample of SAMPLE_ASTROLOGER_DETAILS) {
    await db
      .updateTable('astro_astrologers')
      .set({ email: sample.email, meeting_url: sample.meeting_url })
      .where('id', '=', sample.id)
      .where('email', '=', 'astrology@amritapuja.example')
      .execute();
  }
}

async function dropAstrologerPages(db: Db): Promise<void> {
  for (const table of ['astro_tickets', 'astro_offered_types', 'astro_overrides']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  for (const name of ['question', 'meeting_url', 'outcome', 'change_reason', 'client_address']) {
    await db.schema.alterTable('astro_bookings').dropColumn(name).execute();
  }
  for (const name of ['buffer_before_minutes', 'daily_limit', 'meeting_url', 'feed_token']) {
    await db.schema.alterTable('astro_astrologers').dropColumn(name).execute();
  }
}

export const astroMigrations: Record<string, Migration> = {
  '0200_astro_tables': { up: createTables, down: dropTables },
  '0201_astro_seed': {
    up: seed,
    async down(db: Db) {
      await db.deleteFrom('astro_days_off').execute();
      await db.deleteFrom('astro_availability').execute();
      await db.deleteFrom('astro_astrologers').execute();
      await db.deleteFrom('astro_reading_types').execute();
    },
  },
  '0210_astro_astrologer_pages': { up: astrologerPages, down: dropAstrologerPages },
};
