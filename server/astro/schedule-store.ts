/**
 * Reading and saving an astrologer's settings (hours, overrides, days off,
 * buffers, notice, daily limit, reading types, meeting link). Saving replaces
 * them in one transaction; bookings already made are kept as they are.
 */
import type { AvailabilitySettings } from '../../domain/astro/availability';
import type { Insertable } from 'kysely';
import type { Database, Db } from '../db/schema';
import { offeredTypeIds } from './catalog';

export async function readSettings(db: Db, astrologerId: number): Promise<AvailabilitySettings> {
  const row = await db
    .selectFrom('astro_astrologers')
    .selectAll()
    .where('id', '=', astrologerId)
    .executeTakeFirstOrThrow();
  const [weekly, overrides, daysOff, offered] = await Promise.all([
    db
      .selectFrom('astro_availability')
      .selectAll()
      .where('astrologer_id', '=', astrologerId)
      .orderBy('weekday')
      .orderBy('start_time')
      .execute(),
    db
      .selectFrom('astro_overrides')
      .selectAll()
      .where('astrologer_id', '=', astrologerId)
      .orderBy('day')
      .orderBy('start_time')
      .execute(),
    db
      .selectFrom('astro_days_off')
      .select('day')
      .where('astrologer_id', '=', astrologerId)
      .orderBy('day')
      .execute(),
    offeredTypeIds(db, astrologerId),
  ]);
  return {
    timeZone: row.time_zone,
    weekly: weekly.map((w) => ({ weekday: w.weekday, start: w.start_time, end: w.end_time })),
    overrides: overrides.map((o) => ({
      date: o.day,
      kind: o.kind === 'ADD' ? ('ADD' as const) : ('BLOCK' as const),
      start: o.start_time,
      end: o.end_time,
    })),
    daysOff: daysOff.map((d) => d.day),
    bufferBeforeMinutes: row.buffer_before_minutes,
    bufferAfterMinutes: row.buffer_minutes,
    minimumNoticeMinutes: row.minimum_notice_minutes,
    dailyLimit: row.daily_limit,
    readingTypeIds: offered,
    meetingUrl: row.meeting_url,
  };
}

/** The tables holding an astrologer's schedule entries, one row per entry. */
type ScheduleTable =
  'astro_availability' | 'astro_overrides' | 'astro_days_off' | 'astro_offered_types';

/**
 * Replaces the astrologer's rows in `table` by `rows`; inserts nothing when
 * there are none (an empty VALUES is not SQL).
 */
async function replaceRows<T extends ScheduleTable>(
  db: Db,
  table: T,
  astrologerId: number,
  rows: Omit<Insertable<Database[T]>, 'astrologer_id'>[],
): Promise<void> {
  const scheduleTable: ScheduleTable = table;
  await db.deleteFrom(scheduleTable).where('astrologer_id', '=', astrologerId).execute();
  const values = rows.map((row) => ({ ...row, astrologer_id: astrologerId }));
  if (values.length)
    await db
      .insertInto(table)
      .values(values as Insertable<Database[T]>[])
      .execute();
}

export async function saveSettings(
  db: Db,
  astrologerId: number,
  settings: AvailabilitySettings,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('astro_astrologers')
      .set({
        time_zone: settings.timeZone,
        buffer_before_minutes: settings.bufferBeforeMinutes,
        buffer_minutes: settings.bufferAfterMinutes,
        minimum_notice_minutes: settings.minimumNoticeMinutes,
        daily_limit: settings.dailyLimit,
        meeting_url: settings.meetingUrl,
      })
      .where('id', '=', astrologerId)
      .execute();
    await replaceRows(
      trx,
      'astro_availability',
      astrologerId,
      settings.weekly.map((w) => ({ weekday: w.weekday, start_time: w.start, end_time: w.end })),
    );
    await replaceRows(
      trx,
      'astro_overrides',
      astrologerId,
      settings.overrides.map((o) => ({
        day: o.date,
        kind: o.kind,
        start_time: o.start,
        end_time: o.end,
      })),
    );
    const daysOff = [...new Set(settings.daysOff)];
    await replaceRows(
      trx,
      'astro_days_off',
      astrologerId,
      daysOff.map((day) => ({ day })),
    );
    const typeIds = [...new Set(settings.readingTypeIds)];
    const offered = typeIds.map((id) => ({ reading_type_id: id }));
    await replaceRows(trx, 'astro_offered_types', astrologerId, offered);
  });
}
