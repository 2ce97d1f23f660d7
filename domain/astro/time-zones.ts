/**
 * Time-zone arithmetic with the platform's Intl data only (no tz library):
 * wall-clock times in an IANA zone to UTC instants and back, correct across
 * daylight-saving changes.
 */
import { describeDate, intlLocale } from '../dates';
import { isValidTimeZone, zoneFormatter } from '../zone-formatter';

export interface WallTime {
  /** YYYY-MM-DD */
  date: string;
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
};
const partsFormatter = (timeZone: string) => zoneFormatter(timeZone, PARTS);

/** The wall-clock time an instant shows in a zone. */
export function wallTimeIn(instant: Date, timeZone: string): WallTime {
  const parts: Record<string, string> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** Minutes the zone is ahead of UTC at an instant (e.g. -420 for PDT, 330 for IST). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const wall = wallTimeIn(instant, timeZone);
  const asUtc = Date.parse(`${wall.date}T00:00:00Z`) + (wall.hour * 60 + wall.minute) * MINUTE_MS;
  const flooredInstant = Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS;
  return Math.round((asUtc - flooredInstant) / MINUTE_MS);
}

/**
 * The UTC instant of a wall-clock time in a zone. A time skipped by a
 * spring-forward change does not exist (null); a time repeated by a fall-back
 * change resolves to its first occurrence.
 */
export function wallTimeToUtc(date: string, minuteOfDay: number, timeZone: string): Date | null {
  const asUtc = Date.parse(`${date}T00:00:00Z`) + minuteOfDay * MINUTE_MS;
  if (Number.isNaN(asUtc)) return null;
  // Offsets a day either side cover the one change a day can hold.
  const offsets = new Set([
    offsetMinutes(new Date(asUtc - DAY_MS), timeZone),
    offsetMinutes(new Date(asUtc), timeZone),
    offsetMinutes(new Date(asUtc + DAY_MS), timeZone),
  ]);
  const matches: number[] = [];
  for (const offset of offsets) {
    const candidate = asUtc - offset * MINUTE_MS;
    const wall = wallTimeIn(new Date(candidate), timeZone);
    if (wall.date === date && wall.hour * 60 + wall.minute === minuteOfDay) matches.push(candidate);
  }
  if (matches.length === 0) return null;
  return new Date(Math.min(...matches));
}

/** The calendar day after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Weekday (0 = Sunday) of a YYYY-MM-DD calendar date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** "HH:MM" to minutes after midnight, or null when malformed. */
export function parseClock(clock: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(clock);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : null;
}

/** Hour and minutes of an instant in a zone, "9:00 AM" (plain spaces). */
function clockIn(instant: Date, timeZone: string, language = 'en'): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  })
    .format(instant)
    .replace(/[\u2009\u202f]/g, ' ');
}

/** The zone's short name at an instant, e.g. "EST" or "GMT+5:30". */
function shortZoneName(instant: Date, timeZone: string, language = 'en'): string {
  return (
    new Intl.DateTimeFormat(intlLocale(language), { timeZone, timeZoneName: 'short' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

/**
 * A date and time of an instant in a zone, in the one date style for people
 * with the zone's short name: "Saturday, 8 March 2025, 9:00 AM PST".
 */
export function formatInZone(iso: string, timeZone: string, language = 'en'): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return `${describeDate(instant, timeZone, language)}, ${clockIn(instant, timeZone, language)} ${shortZoneName(instant, timeZone, language)}`;
}

/**
 * Start and end of a reading in a zone, e.g. "Sunday, 14 March 2027, 9:00 – 10:00 AM EDT"
 * (the end's date is written too when it falls on another day).
 */
export function formatRangeInZone(
  startIso: string,
  endIso: string,
  timeZone: string,
  language = 'en',
): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return startIso;
  const day = describeDate(start, timeZone, language);
  if (day !== describeDate(end, timeZone, language)) {
    return `${formatInZone(startIso, timeZone, language)} – ${formatInZone(endIso, timeZone, language)}`;
  }
  const from = clockIn(start, timeZone, language);
  const until = clockIn(end, timeZone, language);
  // "9:00 – 10:00 AM": the shared AM/PM written once (English's clock only).
  const sameHalf = language === 'en' && from.slice(-2) === until.slice(-2);
  return `${day}, ${sameHalf ? from.slice(0, -3) : from} – ${until} ${shortZoneName(end, timeZone, language)}`;
}

/** Only the time of day of an instant in a zone, e.g. "9:30 AM". */
export function formatClockInZone(iso: string, timeZone: string): string {
  return clockIn(new Date(iso), timeZone);
}

/** The visitor's own zone as the browser reports it (UTC when unknown). */
export function detectTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : 'UTC';
}

/** Every zone the platform knows, for the visitor's zone picker. */
export function knownTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: string) => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}
