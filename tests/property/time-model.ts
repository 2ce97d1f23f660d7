/**
 * A plain model of the calendar rules for the property tests over time
 * (time-rules.test.ts, booking-clock.test.ts): wall-clock times read from the
 * platform's Intl data one instant at a time, no arithmetic shared with the
 * code under test. Slow but obvious.
 */
import fc from 'fast-check';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** Every offset in use is a multiple of a quarter hour, so every slot start is one too. */
export const QUARTER_MS = 15 * MINUTE_MS;

/**
 * Zones with and without daylight saving, half- and quarter-hour offsets, both
 * hemispheres and both sides of the date line.
 */
export const ZONES = [
  'UTC',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'America/New_York',
  'America/Los_Angeles',
  'America/St_Johns',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Berlin',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Pacific/Auckland',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
] as const;

export interface Wall {
  date: string;
  /** Minutes after local midnight. */
  minute: number;
  /** 0 = Sunday */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** What a clock on the wall in `zone` shows at `ms`. */
export function wallAt(ms: number, zone: string): Wall {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    });
    formatters.set(zone, format);
  }
  const part: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(ms)) part[type] = value;
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    minute: Number(part.hour) * 60 + Number(part.minute),
    weekday: WEEKDAYS.indexOf(part.weekday ?? ''),
  };
}

/** The calendar date `days` after a YYYY-MM-DD date. */
export const plusDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The years the properties draw instants from. */
export const FIRST_MS = Date.UTC(2026, 0, 1);
export const LAST_MS = Date.UTC(2033, 0, 1) - 1;

/** An evening of a month's last day in the Americas (already the 1st in Asia). */
const monthEndEvening = fc
  .record({
    year: fc.integer({ min: 2026, max: 2032 }),
    month: fc.integer({ min: 0, max: 11 }),
    minute: fc.integer({ min: 18 * 60, max: 24 * 60 - 1 }),
  })
  .map(({ year, month, minute }) => Date.UTC(year, month + 1, 0) + minute * MINUTE_MS);

/** A day in the months of the daylight-saving changes (March, April, October, November). */
const changeSeason = fc
  .record({
    year: fc.integer({ min: 2026, max: 2032 }),
    month: fc.constantFrom(2, 3, 9, 10),
    minute: fc.integer({ min: 0, max: 31 * 24 * 60 - 1 }),
  })
  .map(({ year, month, minute }) => Date.UTC(year, month, 1) + minute * MINUTE_MS);

/** Any instant of 2026-2032, often one of the risky ones. */
export const instantArb: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: FIRST_MS, max: LAST_MS }) },
  { weight: 1, arbitrary: monthEndEvening },
  { weight: 1, arbitrary: changeSeason },
);

/** Minutes the wall clock of `zone` is ahead of UTC at `ms` (to the minute). */
function offsetAt(ms: number, zone: string): number {
  const wall = wallAt(ms, zone);
  const shown = Date.parse(`${wall.date}T00:00:00Z`) + wall.minute * MINUTE_MS;
  return Math.round((shown - Math.floor(ms / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

const changesOf = new Map<string, number[]>();

/** The instants a zone's clocks change in a year (none for zones without daylight saving). */
export function clockChanges(zone: string, year: number): number[] {
  const key = `${zone} ${year}`;
  let changes = changesOf.get(key);
  if (!changes) {
    changes = [];
    const end = Date.UTC(year + 1, 0, 1);
    for (let day = Date.UTC(year, 0, 1); day < end; day += DAY_MS) {
      if (offsetAt(day, zone) === offsetAt(day + DAY_MS, zone)) continue;
      // Narrowed to the quarter hour: the first instant with the new offset.
      let [before, after] = [day, day + DAY_MS];
      while (after - before > QUARTER_MS) {
        const middle = before + Math.floor((after - before) / 2 / QUARTER_MS) * QUARTER_MS;
        if (offsetAt(middle, zone) === offsetAt(day, zone)) before = middle;
        else after = middle;
      }
      changes.push(after);
    }
    changesOf.set(key, changes);
  }
  return changes;
}

/** An instant up to three days before one of the zone's clock changes, or any instant. */
export const instantNearChangeArb = (zone: string): fc.Arbitrary<number> =>
  fc
    .record({
      year: fc.integer({ min: 2026, max: 2032 }),
      which: fc.nat(),
      before: fc.integer({ min: 0, max: 3 * DAY_MS }),
    })
    .chain(({ year, which, before }) => {
      const changes = clockChanges(zone, year);
      if (changes.length === 0) return instantArb;
      return fc.constant(changes[which % changes.length]! - before);
    });

export interface ModelWindow {
  weekday: number;
  /** Minutes after local midnight; end exclusive, at most 24 * 60. */
  start: number;
  end: number;
}

export interface ModelSchedule {
  zone: string;
  windows: ModelWindow[];
  daysOff: string[];
  noticeMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  horizonDays: number;
}

/** A reading with the free time kept around it. */
export const paddedSpan = (
  start: number,
  end: number,
  schedule: Pick<ModelSchedule, 'bufferBeforeMinutes' | 'bufferAfterMinutes'>,
): [number, number] => [
  start - schedule.bufferBeforeMinutes * MINUTE_MS,
  end + schedule.bufferAfterMinutes * MINUTE_MS,
];

const overlaps = (a: [number, number], b: [number, number]) => a[0] < b[1] && b[0] < a[1];

/**
 * The slots the rules allow, found the slow way: every quarter hour of the range
 * is a slot when the wall clock there shows a window's start plus whole steps of
 * `stepMinutes` (its first showing, when a fall-back change shows it twice), the
 * reading fits the window both by its start plus its length and by the wall
 * clock at its end (so a fall-back night's repeated hour never stretches a
 * window, and a spring-forward one never squeezes a reading past its end), the
 * day is not off, and its time with the buffers meets no booked reading's.
 */
export function modelSlots(question: {
  schedule: ModelSchedule;
  durationMinutes: number;
  stepMinutes: number;
  from: number;
  to: number;
  now: number;
  booked: readonly { start: number; end: number }[];
}): number[] {
  const { schedule, durationMinutes, stepMinutes, now } = question;
  const earliest = Math.max(question.from, now + schedule.noticeMinutes * MINUTE_MS);
  const latest = Math.min(question.to, now + schedule.horizonDays * DAY_MS);
  const slots: number[] = [];
  for (let t = Math.ceil(earliest / QUARTER_MS) * QUARTER_MS; t < latest; t += QUARTER_MS) {
    const wall = wallAt(t, schedule.zone);
    if (schedule.daysOff.includes(wall.date)) continue;
    const end = t + durationMinutes * MINUTE_MS;
    const endWall = wallAt(end, schedule.zone);
    const endMinute =
      endWall.date === wall.date
        ? endWall.minute
        : endWall.date === plusDays(wall.date, 1) && endWall.minute === 0
          ? 24 * 60
          : Infinity;
    const inWindow = schedule.windows.some(
      (w) =>
        w.weekday === wall.weekday &&
        wall.minute >= w.start &&
        (wall.minute - w.start) % stepMinutes === 0 &&
        wall.minute + durationMinutes <= w.end &&
        endMinute <= w.end,
    );
    if (!inWindow) continue;
    if (shownBefore(t, wall, schedule.zone)) continue;
    const span = paddedSpan(t, end, schedule);
    if (question.booked.some((b) => overlaps(span, paddedSpan(b.start, b.end, schedule)))) continue;
    slots.push(t);
  }
  return slots;
}

/** Whether the wall clock already showed this time in the three hours before `t`. */
function shownBefore(t: number, wall: Wall, zone: string): boolean {
  for (let back = QUARTER_MS; back <= 3 * HOUR_MS; back += QUARTER_MS) {
    const earlier = wallAt(t - back, zone);
    if (earlier.date === wall.date && earlier.minute === wall.minute) return true;
  }
  return false;
}

/** Whether two readings' times with their buffers meet. */
export function clash(
  a: { start: number; end: number },
  b: { start: number; end: number },
  schedule: Pick<ModelSchedule, 'bufferBeforeMinutes' | 'bufferAfterMinutes'>,
): boolean {
  return overlaps(paddedSpan(a.start, a.end, schedule), paddedSpan(b.start, b.end, schedule));
}

/** Midnight at the start of a YYYY-MM-DD date in India, found by reading India's wall clock. */
export function indiaMidnight(date: string): number {
  // India has been UTC+05:30 since 1945; the search only confirms it, by the wall clock.
  for (let t = Date.parse(`${date}T00:00:00Z`) - 14 * HOUR_MS; ; t += QUARTER_MS) {
    const wall = wallAt(t, 'Asia/Kolkata');
    if (wall.date === date && wall.minute === 0) return t;
    if (wall.date > date) throw new Error(`no midnight on ${date} in India`);
  }
}
