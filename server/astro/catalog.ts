/** Reading types, astrologers, their schedules, and the time already taken. */
import type { AstroCatalog, Astrologer, ReadingType } from '../../domain/astro/api';
import { DISCLAIMER_VERSION } from '../../domain/astro/disclaimer';
import { HOLD_MINUTES } from '../../domain/astro/policy';
import {
  astrologerDate,
  availableSlots,
  type AstrologerSchedule,
  type Slot,
} from '../../domain/astro/slots';
import type { Db, Trx } from '../db/schema';
import type { AstroAstrologerTable, AstroReadingTypeTable } from './tables';
import { OPEN_STATUSES } from '../payments';
import { holdsTime } from './tickets';
import { localizedOf, readTexts } from '../catalog';
import { SOURCE_LANGUAGE } from '../../domain/languages';

const DAY_MS = 86_400_000;

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

export function toAstrologer(row: AstroAstrologerTable, readingTypeIds: number[] = []): Astrologer {
  return { id: row.id, name: row.name, timeZone: row.time_zone, bio: row.bio, readingTypeIds };
}

/** Reading type ids each astrologer offers. */
async function offeredTypes(db: Db): Promise<Map<number, number[]>> {
  const rows = await db.selectFrom('astro_offered_types').selectAll().execute();
  const offered = new Map<number, number[]>();
  for (const row of rows) {
    offered.set(row.astrologer_id, [
      ...(offered.get(row.astrologer_id) ?? []),
      row.reading_type_id,
    ]);
  }
  for (const ids of offered.values()) ids.sort((a, b) => a - b);
  return offered;
}

/** The booking's catalog; with a `language` other than English each reading type carries its words in it. */
export async function loadCatalog(db: Db, language = SOURCE_LANGUAGE): Promise<AstroCatalog> {
  const texts =
    language === SOURCE_LANGUAGE ? new Map() : await readTexts(db, 'READING_TYPE', language);
  const [types, astrologers, offered] = await Promise.all([
    db
      .selectFrom('astro_reading_types')
      .selectAll()
      .where('active', '=', 1)
      .orderBy('sort_order')
      .execute(),
    db.selectFrom('astro_astrologers').selectAll().where('active', '=', 1).orderBy('id').execute(),
    offeredTypes(db),
  ]);
  return {
    readingTypes: types.map((row) => {
      const type = toReadingType(row);
      const localized = localizedOf(texts, row.id, language);
      return localized ? { ...type, localized } : type;
    }),
    astrologers: astrologers.map((row) => toAstrologer(row, offered.get(row.id) ?? [])),
    disclaimerVersion: DISCLAIMER_VERSION,
    holdMinutes: HOLD_MINUTES,
  };
}

/** The reading type and astrologer of a booking (inactive ones too: the booking keeps them). */
export async function bookingParts(
  db: Db | Trx,
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

export async function findReadingType(db: Db | Trx, id: number) {
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

/** An astrologer's schedule as the slot computation reads it. */
export async function loadSchedule(
  db: Db | Trx,
  row: AstroAstrologerTable,
): Promise<AstrologerSchedule> {
  const id = row.id;
  const [windows, daysOff, overrides] = await Promise.all([
    db.selectFrom('astro_availability').selectAll().where('astrologer_id', '=', id).execute(),
    db.selectFrom('astro_days_off').select('day').where('astrologer_id', '=', id).execute(),
    db.selectFrom('astro_overrides').selectAll().where('astrologer_id', '=', id).execute(),
  ]);
  return {
    timeZone: row.time_zone,
    windows: windows.map((w) => ({ weekday: w.weekday, start: w.start_time, end: w.end_time })),
    daysOff: daysOff.map((d) => d.day),
    overrides: overrides.map((o) => ({
      date: o.day,
      kind: o.kind === 'ADD' ? 'ADD' : 'BLOCK',
      start: o.start_time,
      end: o.end_time,
    })),
    minimumNoticeMinutes: row.minimum_notice_minutes,
    bufferMinutes: row.buffer_minutes,
    bufferBeforeMinutes: row.buffer_before_minutes,
    horizonDays: row.horizon_days,
    dailyLimit: row.daily_limit,
  };
}

export async function loadAstrologer(db: Db, id: number): Promise<LoadedAstrologer | undefined> {
  const row = await db
    .selectFrom('astro_astrologers')
    .selectAll()
    .where('id', '=', id)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!row) return undefined;
  return { row, schedule: await loadSchedule(db, row) };
}

/** The active astrologers who offer a reading type, each with its schedule. */
export async function astrologersOffering(
  db: Db,
  readingTypeId: number,
): Promise<LoadedAstrologer[]> {
  const rows = await db
    .selectFrom('astro_astrologers as a')
    .innerJoin('astro_offered_types as o', 'o.astrologer_id', 'a.id')
    .selectAll('a')
    .where('a.active', '=', 1)
    .where('o.reading_type_id', '=', readingTypeId)
    .orderBy('a.id')
    .execute();
  return Promise.all(rows.map(async (row) => ({ row, schedule: await loadSchedule(db, row) })));
}

/** The ids of the reading types an astrologer offers, ascending. */
export async function offeredTypeIds(db: Db, astrologerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('astro_offered_types')
    .select('reading_type_id')
    .where('astrologer_id', '=', astrologerId)
    .orderBy('reading_type_id')
    .execute();
  return rows.map((row) => row.reading_type_id);
}

/** Readings holding an astrologer's time per astrologer-local date, around a range. */
export async function readingsPerDay(
  db: Db | Trx,
  astrologer: LoadedAstrologer,
  from: Date,
  to: Date,
  now: Date,
  exceptBooking?: string,
): Promise<Map<string, number>> {
  let query = db
    .selectFrom('astro_bookings')
    .select(['astro_bookings.start_utc', 'astro_bookings.code'])
    .where('astro_bookings.astrologer_id', '=', astrologer.row.id)
    .where('astro_bookings.start_utc', '>=', new Date(from.getTime() - 2 * DAY_MS).toISOString())
    .where('astro_bookings.start_utc', '<', new Date(to.getTime() + 2 * DAY_MS).toISOString())
    .where(holdsTime(now));
  if (exceptBooking) query = query.where('astro_bookings.code', '!=', exceptBooking);
  const counts = new Map<string, number>();
  for (const row of await query.execute()) {
    const date = astrologerDate(row.start_utc, astrologer.schedule);
    counts.set(date, (counts.get(date) ?? 0) + 1);
  }
  return counts;
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
  const perDay = await readingsPerDay(db, astrologer, from, to, now, exceptBooking);
  return availableSlots({
    schedule: astrologer.schedule,
    durationMinutes,
    from,
    to,
    now,
    occupiedCells: occupied,
    readingsPerDay: perDay,
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
