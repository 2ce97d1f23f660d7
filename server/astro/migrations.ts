/**
 * Migrations of the astrology booking tables (merged into the core migration
 * set; the names sort after the core ones). The second one seeds sample
 * reading types and astrologers that the temple replaces (docs/astro.md).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';
import { ASTRO_SEED } from './seed-data';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against an untyped db */
type Db = Kysely<any>;

async function createTables(db: Db): Promise<void> {
  const schema = db.schema;
  await schema
    .createTable('astro_reading_types')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('covers', 'text', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('people_count', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('is_sample', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .execute();
  await schema
    .createTable('astro_astrologers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('bio', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('minimum_notice_minutes', 'integer', (c) => c.notNull())
    .addColumn('buffer_minutes', 'integer', (c) => c.notNull())
    .addColumn('horizon_days', 'integer', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .execute();
  await schema
    .createTable('astro_availability')
    .addColumn('astrologer_id', 'integer', (c) =>
      c.notNull().references('astro_astrologers.id').onDelete('cascade'),
    )
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('astro_availability_pk', ['astrologer_id', 'weekday', 'start_time'])
    .execute();
  await schema
    .createTable('astro_days_off')
    .addColumn('astrologer_id', 'integer', (c) =>
      c.notNull().references('astro_astrologers.id').onDelete('cascade'),
    )
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('astro_days_off_pk', ['astrologer_id', 'day'])
    .execute();
  await schema
    .createTable('astro_bookings')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('access_token', 'text', (c) => c.notNull())
    .addColumn('reading_type_id', 'integer', (c) =>
      c.notNull().references('astro_reading_types.id'),
    )
    .addColumn('astrologer_id', 'integer', (c) => c.notNull().references('astro_astrologers.id'))
    .addColumn('start_utc', 'text', (c) => c.notNull())
    .addColumn('end_utc', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('hold_expires_at', 'text', (c) => c.notNull())
    .addColumn('disclaimer_version', 'text', (c) => c.notNull())
    .addColumn('people', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('visitor_time_zone', 'text', (c) => c.notNull())
    .addColumn('reschedule_count', 'integer', (c) => c.notNull())
    .addColumn('ics_sequence', 'integer', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('invoice_number', 'text', (c) => c.notNull().unique())
    .addColumn('payment_state', 'text', (c) => c.notNull())
    .addColumn('payment_trans_id', 'text')
    .addColumn('payment_message', 'text')
    .addColumn('cancel_reason', 'text', (c) => c.notNull())
    .addColumn('refund_state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    // Added by core migration 0008 where the table was made before it (which then runs first).
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await schema
    .createIndex('astro_bookings_status_hold')
    .on('astro_bookings')
    .columns(['status', 'hold_expires_at'])
    .execute();
  await schema
    .createTable('astro_occupied_cells')
    .addColumn('astrologer_id', 'integer', (c) => c.notNull().references('astro_astrologers.id'))
    .addColumn('cell_start', 'text', (c) => c.notNull())
    .addColumn('booking_code', 'text', (c) =>
      c.notNull().references('astro_bookings.code').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('astro_occupied_cells_pk', ['astrologer_id', 'cell_start'])
    .execute();
  await schema
    .createIndex('astro_occupied_cells_booking')
    .on('astro_occupied_cells')
    .column('booking_code')
    .execute();
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
  await schema
    .createTable('astro_overrides')
    .addColumn('astrologer_id', 'integer', (c) =>
      c.notNull().references('astro_astrologers.id').onDelete('cascade'),
    )
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('astro_overrides_pk', ['astrologer_id', 'day', 'kind', 'start_time'])
    .execute();
  await schema
    .createTable('astro_offered_types')
    .addColumn('astrologer_id', 'integer', (c) =>
      c.notNull().references('astro_astrologers.id').onDelete('cascade'),
    )
    .addColumn('reading_type_id', 'integer', (c) =>
      c.notNull().references('astro_reading_types.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('astro_offered_types_pk', ['astrologer_id', 'reading_type_id'])
    .execute();
  await schema
    .createTable('astro_tickets')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('ticket', 'integer', (c) => c.notNull())
    .addColumn('booking_code', 'text', (c) =>
      c.notNull().references('astro_bookings.code').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('astro_tickets_pk', ['scope', 'ticket'])
    .execute();
  await schema
    .createIndex('astro_tickets_booking')
    .on('astro_tickets')
    .column('booking_code')
    .execute();

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
