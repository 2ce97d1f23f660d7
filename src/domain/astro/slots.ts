/**
 * Bookable slots from an astrologer's weekly availability, which is written
 * in the astrologer's own zone, minus days off, minimum notice, the booking
 * horizon and the time already taken (bookings plus the buffer after each).
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

export interface AstrologerSchedule {
  timeZone: string;
  windows: WeeklyWindow[];
  /** YYYY-MM-DD dates (astrologer's zone) with no readings. */
  daysOff: string[];
  minimumNoticeMinutes: number;
  bufferMinutes: number;
  horizonDays: number;
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
}

const MINUTE_MS = 60_000;
const CELL_MS = CELL_MINUTES * MINUTE_MS;

/**
 * The fixed-size UTC cells a booking occupies: its own time plus the buffer
 * after it. Two bookings conflict exactly when their cells intersect, which
 * is what the database's primary key on (astrologer, cell) enforces.
 */
export function cellsFor(startMs: number, endMs: number, bufferMinutes: number): number[] {
  const first = Math.floor(startMs / CELL_MS) * CELL_MS;
  const last = endMs + bufferMinutes * MINUTE_MS;
  const cells: number[] = [];
  for (let cell = first; cell < last; cell += CELL_MS) cells.push(cell);
  return cells;
}

/** Slot starts of one window on one local date, as UTC instants. */
function windowStarts(date: string, window: WeeklyWindow, duration: number, zone: string): Date[] {
  const open = parseClock(window.start);
  const close = parseClock(window.end);
  if (open === null || close === null) return [];
  const starts: Date[] = [];
  for (let minute = open; minute + duration <= close; minute += SLOT_STEP_MINUTES) {
    const start = wallTimeToUtc(date, minute, zone);
    // A wall time skipped by a spring-forward change has no slot.
    if (!start) continue;
    // The reading must also end inside the window by the wall clock.
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
  // Local dates that can hold a slot in range: a day either side covers any offset.
  let date = addDays(wallTimeIn(new Date(earliest), zone).date, -1);
  const lastDate = addDays(wallTimeIn(new Date(latest), zone).date, 1);
  const slots: Slot[] = [];
  for (; date <= lastDate; date = addDays(date, 1)) {
    if (daysOff.has(date)) continue;
    const weekday = weekdayOf(date);
    for (const window of schedule.windows) {
      if (window.weekday !== weekday) continue;
      for (const start of windowStarts(date, window, durationMinutes, zone)) {
        const startMs = start.getTime();
        if (startMs < earliest || startMs >= latest) continue;
        const endMs = startMs + durationMinutes * MINUTE_MS;
        const cells = cellsFor(startMs, endMs, schedule.bufferMinutes);
        if (cells.some((cell) => occupiedCells.has(cell))) continue;
        slots.push({ start: start.toISOString(), end: new Date(endMs).toISOString() });
      }
    }
  }
  slots.sort((a, b) => a.start.localeCompare(b.start));
  return slots.filter((slot, index) => index === 0 || slots[index - 1]?.start !== slot.start);
}
