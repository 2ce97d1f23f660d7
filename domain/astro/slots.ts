/**
 * Bookable slots from an astrologer's availability, which is written in the
 * astrologer's own zone: weekly hours (several ranges a day), date overrides
 * that add hours or block part of a day, days off, minimum notice, the
 * booking horizon, a daily limit of readings, and the time already taken
 * (bookings padded by the buffers before and after each).
 */
import { CELL_MINUTES, SLOT_STEP_MINUTES } from './policy';
import { addDays, parseClock, wallTimeIn, wallTimeToUtc, weekdayOf } from './time-zones';

export interface WeeklyWindow {
  /** 0 = Sunday … 6 = Saturday, in the astrologer's zone */
  weekday: number;
  /** "HH:MM" wall-clock times in the astrologer's zone; end is exclusive. */
  start: string;
  end: string;
}

/** A change to one date's hours: ADD opens a range, BLOCK closes one. */
export interface DateOverride {
  /** YYYY-MM-DD in the astrologer's zone */
  date: string;
  kind: 'ADD' | 'BLOCK';
  start: string;
  end: string;
}

export interface AstrologerSchedule {
  timeZone: string;
  windows: WeeklyWindow[];
  /** YYYY-MM-DD dates (astrologer's zone) with no readings at all. */
  daysOff: string[];
  /** Added hours and blocked parts of single dates. */
  overrides?: DateOverride[];
  minimumNoticeMinutes: number;
  /** Free time kept after each reading. */
  bufferMinutes: number;
  /** Free time kept before each reading. */
  bufferBeforeMinutes?: number;
  horizonDays: number;
  /** Most readings on one of the astrologer's days; 0 for no limit. */
  dailyLimit?: number;
}

export interface Slot {
  /** ISO 8601 UTC instants */
  start: string;
  end: string;
}

export interface SlotQuery {
  schedule: AstrologerSchedule;
  durationMinutes: number;
  /** Only slots starting in [from, to). */
  from: Date;
  to: Date;
  now: Date;
  /** Cell start times (ms since epoch) already occupied for this astrologer. */
  occupiedCells: ReadonlySet<number>;
  /** Readings already holding time on each of the astrologer's dates (YYYY-MM-DD). */
  readingsPerDay?: ReadonlyMap<string, number>;
}

const MINUTE_MS = 60_000;
const CELL_MS = CELL_MINUTES * MINUTE_MS;

/**
 * The fixed-size UTC cells a booking occupies: the buffer before it, its own
 * time and the buffer after it. Two bookings conflict exactly when their
 * cells intersect, which is what the database's primary key on
 * (astrologer, cell) enforces; so two readings are at least the sum of the
 * buffers apart.
 */
export function cellsFor(
  startMs: number,
  endMs: number,
  bufferMinutes: number,
  bufferBeforeMinutes = 0,
): number[] {
  const first = Math.floor((startMs - bufferBeforeMinutes * MINUTE_MS) / CELL_MS) * CELL_MS;
  const last = endMs + bufferMinutes * MINUTE_MS;
  const cells: number[] = [];
  for (let cell = first; cell < last; cell += CELL_MS) cells.push(cell);
  return cells;
}

/** The instant of a wall time, or of the first minute after it that exists (spring forward). */
function existingInstant(date: string, minute: number, zone: string): number {
  if (minute >= 24 * 60) return existingInstant(addDays(date, 1), minute - 24 * 60, zone);
  for (let m = minute; m < minute + 180; m += 15) {
    const instant = wallTimeToUtc(date, m, zone);
    if (instant) return instant.getTime();
  }
  return Date.parse(`${date}T00:00:00Z`) + minute * MINUTE_MS;
}

/** The ranges a date is open by the weekly hours plus its ADD overrides. */
function openRanges(date: string, schedule: AstrologerSchedule): { start: string; end: string }[] {
  const weekday = weekdayOf(date);
  return [
    ...schedule.windows.filter((window) => window.weekday === weekday),
    ...(schedule.overrides ?? []).filter((o) => o.kind === 'ADD' && o.date === date),
  ];
}

/** Blocked stretches of a date as UTC [start, end) in ms. */
function blockedRanges(date: string, schedule: AstrologerSchedule): [number, number][] {
  const ranges: [number, number][] = [];
  for (const block of schedule.overrides ?? []) {
    if (block.kind !== 'BLOCK' || block.date !== date) continue;
    const open = parseClock(block.start);
    const close = parseClock(block.end);
    if (open === null || close === null || close <= open) continue;
    ranges.push([
      existingInstant(date, open, schedule.timeZone),
      existingInstant(date, close, schedule.timeZone),
    ]);
  }
  return ranges;
}

/** Slot starts of one range on one local date, as UTC instants. */
function rangeStarts(
  date: string,
  range: { start: string; end: string },
  duration: number,
  zone: string,
): Date[] {
  const open = parseClock(range.start);
  const close = parseClock(range.end);
  if (open === null || close === null) return [];
  const starts: Date[] = [];
  for (let minute = open; minute + duration <= close; minute += SLOT_STEP_MINUTES) {
    const start = wallTimeToUtc(date, minute, zone);
    // A wall time skipped by a spring-forward change has no slot.
    if (!start) continue;
    // The reading must also end inside the range by the wall clock.
    const endWall = wallTimeIn(new Date(start.getTime() + duration * MINUTE_MS), zone);
    const endMinute =
      endWall.date === date
        ? endWall.hour * 60 + endWall.minute
        : endWall.date === addDays(date, 1) && endWall.hour === 0 && endWall.minute === 0
          ? 24 * 60
          : Number.POSITIVE_INFINITY;
    if (endMinute > close) continue;
    starts.push(start);
  }
  return starts;
}

/** Every free slot of one reading length in a range, earliest first. */
export function availableSlots(query: SlotQuery): Slot[] {
  const { schedule, durationMinutes, now, occupiedCells } = query;
  const zone = schedule.timeZone;
  const earliest = Math.max(
    query.from.getTime(),
    now.getTime() + schedule.minimumNoticeMinutes * MINUTE_MS,
  );
  const latest = Math.min(query.to.getTime(), now.getTime() + schedule.horizonDays * 86_400_000);
  if (earliest >= latest) return [];
  const daysOff = new Set(schedule.daysOff);
  const limit = schedule.dailyLimit ?? 0;
  // Local dates that can hold a slot in range: a day either side covers any offset.
  let date = addDays(wallTimeIn(new Date(earliest), zone).date, -1);
  const lastDate = addDays(wallTimeIn(new Date(latest), zone).date, 1);
  const slots: Slot[] = [];
  for (; date <= lastDate; date = addDays(date, 1)) {
    if (daysOff.has(date)) continue;
    if (limit > 0 && (query.readingsPerDay?.get(date) ?? 0) >= limit) continue;
    const blocked = blockedRanges(date, schedule);
    for (const range of openRanges(date, schedule)) {
      for (const start of rangeStarts(date, range, durationMinutes, zone)) {
        const startMs = start.getTime();
        if (startMs < earliest || startMs >= latest) continue;
        const endMs = startMs + durationMinutes * MINUTE_MS;
        if (blocked.some(([from, to]) => startMs < to && endMs > from)) continue;
        const cells = cellsFor(
          startMs,
          endMs,
          schedule.bufferMinutes,
          schedule.bufferBeforeMinutes,
        );
        if (cells.some((cell) => occupiedCells.has(cell))) continue;
        slots.push({ start: start.toISOString(), end: new Date(endMs).toISOString() });
      }
    }
  }
  slots.sort((a, b) => a.start.localeCompare(b.start));
  return slots.filter((slot, index) => index === 0 || slots[index - 1]?.start !== slot.start);
}

/** The astrologer's own date (YYYY-MM-DD) of an instant: what the daily limit counts by. */
export function astrologerDate(instant: Date | string, schedule: { timeZone: string }): string {
  return wallTimeIn(new Date(instant), schedule.timeZone).date;
}
