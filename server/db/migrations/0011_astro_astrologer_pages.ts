import { randomBytes } from 'node:crypto';
import type { Migration } from 'kysely';
import { createIndex, createTable, reference, required, type MigrationDb as Db } from '../columns';

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

export const astrologerPagesMigration: Migration = {
  up: astrologerPages,
  down: dropAstrologerPages,
};
