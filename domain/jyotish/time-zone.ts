/**
 * UTC offsets from the IANA time-zone database through Intl: the offset in
 * force at an instant (local mean time and war time in India before 1947,
 * daylight saving abroad), and local wall-clock time to an instant.
 */
import { zoneFormatter } from '../zone-formatter';

const PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  era: 'short',
};
const formatterFor = (timeZone: string) => zoneFormatter(timeZone, PARTS);

/** The zone's offset from UTC in seconds at an instant. */
export function utcOffsetSeconds(timeZone: string, at: Date): number {
  const whole = Math.floor(at.getTime() / 1000) * 1000;
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(whole))) {
    parts[part.type] = part.value;
  }
  let year = Number(parts.year);
  if (parts.era === 'BC' || parts.era === 'B') year = 1 - year;
  const wall = new Date(0);
  wall.setUTCFullYear(year, Number(parts.month) - 1, Number(parts.day));
  wall.setUTCHours(Number(parts.hour), Number(parts.minute), Number(parts.second), 0);
  return Math.round((wall.getTime() - whole) / 1000);
}

/** "+05:30", "-04:00", or "+05:53:28" when the offset has seconds. */
export function formatOffset(seconds: number): string {
  const sign = seconds < 0 ? '-' : '+';
  const abs = Math.abs(seconds);
  const hh = String(Math.floor(abs / 3600)).padStart(2, '0');
  const mm = String(Math.floor((abs % 3600) / 60)).padStart(2, '0');
  const ss = abs % 60;
  return `${sign}${hh}:${mm}${ss ? `:${String(ss).padStart(2, '0')}` : ''}`;
}

/**
 * The instant at which clocks in `timeZone` showed this wall time. In the hour
 * that clocks go back it is the first of the two; in the hour skipped when
 * they go forward, the time as read with the offset from before the change.
 */
export function zonedTimeToInstant(timeZone: string, isoDate: string, minutesOfDay: number): Date {
  const wall = Date.parse(`${isoDate}T00:00:00Z`) + minutesOfDay * 60_000;
  const before = utcOffsetSeconds(timeZone, new Date(wall - 86_400_000));
  const after = utcOffsetSeconds(timeZone, new Date(wall + 86_400_000));
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset * 1000)
    .filter((t) => utcOffsetSeconds(timeZone, new Date(t)) * 1000 === wall - t)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? wall - before * 1000);
}

/** Wall-clock "YYYY-MM-DDTHH:MM" in the zone, and the offset then. */
export function localDateTime(timeZone: string, at: Date): { local: string; utcOffset: string } {
  const offset = utcOffsetSeconds(timeZone, at);
  const shifted = new Date(at.getTime() + offset * 1000).toISOString();
  return { local: shifted.slice(0, 16), utcOffset: formatOffset(offset) };
}
