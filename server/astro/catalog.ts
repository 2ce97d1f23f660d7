/** Reading types, astrologers, their schedules, and the time already taken. */
import type { Kysely, Transaction } from 'kysely';
import type { AstroCatalog, Astrologer, ReadingType } from '../../src/domain/astro/api';
import { DISCLAIMER_VERSION } from '../../src/domain/astro/disclaimer';
import { HOLD_MINUTES } from '../../src/domain/astro/policy';
import { availableSlots, type AstrologerSchedule, type Slot } from '../../src/domain/astro/slots';
import type { Database } from '../db/schema';
import type { AstroAstrologerTable, AstroReadingTypeTable } from './tables';
import { OPEN_STATUSES } from '../payments/attempts/vocabulary';

type Db = Kysely<Database>;

export function toReadingType(row: AstroReadingTypeTable): ReadingType {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    summary: row.summary,
    covers: JSON.parse(row.covers) as string[],
    durationMinutes: row.duration_minutes,
    priceCents: row.price_cents,
    peopleCount: row.people_count,
    samplePrice: row.is_sample === 1,
  };
}

export function toAstrologer(row: AstroAstrologerTable): Astrologer {
  return { id: row.id, name: row.name, timeZone: row.time_zone, bio: row.bio };
}

export async function loadCatalog(db: Db): Promise<AstroCatalog> {
  const [types, astrologers] = await Promise.all([
    db
      .selectFrom('astro_reading_types')
      .selectAll()
      .where('active', '=', 1)
      .orderBy('sort_order')
      .execute(),
    db.selectFrom('astro_astrologers').selectAll().where('active', '=', 1).orderBy('id').execute(),
  ]);
  return {
    readingTypes: types.map(toReadingType),
    astrologers: astrologers.map(toAstrologer),
    disclaimerVersion: DISCLAIMER_VERSION,
    holdMinutes: HOLD_MINUTES,
  };
}

/** The reading type and astrologer of a booking (inactive ones too: the booking keeps them). */
export async function bookingParts(
  db: Db | Transaction<Database>,
  booking: { reading_type_id: number; astrologer_id: number },
): Promise<{ readingType: AstroReadingTypeTable; astrologer: AstroAstrologerTable }> {
  const [readingType, astrologer] = await Promise.all([
    db
      .selectFrom('astro_reading_types')
      .selectAll()
      .where('id', '=', booking.reading_type_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('astro_astrologers')
      .selectAll()
      .where('id', '=', booking.astrologer_id)
      .executeTakeFirstOrThrow(),
  ]);
  return { readingType, astrologer };
}

export async function findReadingType(db: Db, id: number) {
  return db
    .selectFrom('astro_reading_types')
    .selectAll()
    .where('id', '=', id)
    .where('active', '=', 1)
    .executeTakeFirst();
}

export interface LoadedAstrologer {
  row: AstroAstrologerTable;
  schedule: AstrologerSchedule;
}

export async function loadAstrologer(db: Db, id: number): Promise<LoadedAstrologer | undefined> {
  const row = await db
    .selectFrom('astro_astrologers')
    .selectAll()
    .where('id', '=', id)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!row) return undefined;
  const [windows, daysOff] = await Promise.all([
    db.selectFrom('astro_availability').selectAll().where('astrologer_id', '=', id).execute(),
    db.selectFrom('astro_days_off').select('day').where('astrologer_id', '=', id).execute(),
  ]);
  return {
    row,
    schedule: {
      timeZone: row.time_zone,
      windows: windows.map((w) => ({ weekday: w.weekday, start: w.start_time, end: w.end_time })),
      daysOff: daysOff.map((d) => d.day),
      minimumNoticeMinutes: row.minimum_notice_minutes,
      bufferMinutes: row.buffer_minutes,
      horizonDays: row.horizon_days,
    },
  };
}

/**
 * Cells in a range that are really taken: by confirmed bookings and by holds
 * that are still live (or whose payment is in flight). Lapsed holds count as
 * free here even before the sweep deletes their cells.
 */
export async function occupiedCells(
  db: Db,
  astrologerId: number,
  from: Date,
  to: Date,
  now: Date,
  exceptBooking?: string,
): Promise<Set<number>> {
  let query = db
    .selectFrom('astro_occupied_cells as c')
    .innerJoin('astro_bookings as b', 'b.code', 'c.booking_code')
    .select('c.cell_start')
    .where('c.astrologer_id', '=', astrologerId)
    .where('c.cell_start', '>=', from.toISOString())
    .where('c.cell_start', '<', to.toISOString())
    .where((eb) =>
      eb.or([
        eb('b.status', '=', 'CONFIRMED'),
        eb('b.hold_expires_at', '>', now.toISOString()),
        eb('b.payment_state', 'in', [...OPEN_STATUSES]),
      ]),
    );
  if (exceptBooking) query = query.where('c.booking_code', '!=', exceptBooking);
  const rows = await query.execute();
  return new Set(rows.map((row) => Date.parse(row.cell_start)));
}

const DAY_MS = 86_400_000;

/** Free slots of one reading type with one astrologer in [from, to). */
export async function freeSlots(
  db: Db,
  astrologer: LoadedAstrologer,
  durationMinutes: number,
  from: Date,
  to: Date,
  now: Date,
  exceptBooking?: string,
): Promise<Slot[]> {
  // Cells a day either side cover buffers reaching into the range.
  const occupied = await occupiedCells(
    db,
    astrologer.row.id,
    new Date(from.getTime() - DAY_MS),
    new Date(to.getTime() + DAY_MS),
    now,
    exceptBooking,
  );
  return availableSlots({
    schedule: astrologer.schedule,
    durationMinutes,
    from,
    to,
    now,
    occupiedCells: occupied,
  });
}

/**
 * Whether a start time is one the schedule offers (notice, horizon, windows,
 * days off), ignoring other bookings: those are the database's job.
 */
export function isOnSchedule(
  astrologer: LoadedAstrologer,
  durationMinutes: number,
  start: Date,
  now: Date,
): boolean {
  const slots = availableSlots({
    schedule: astrologer.schedule,
    durationMinutes,
    from: start,
    to: new Date(start.getTime() + 60_000),
    now,
    occupiedCells: new Set(),
  });
  return slots.some((slot) => Date.parse(slot.start) === start.getTime());
}
