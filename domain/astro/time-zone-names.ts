/**
 * Time zones as people know them: the zone's long name, its UTC offset now
 * and its city, e.g. "India Standard Time (UTC+05:30), Kolkata", searchable
 * by any of them (so an Indian visitor finds "Kolkata" or "India", never
 * only "Asia/Calcutta").
 */
import { knownTimeZones, offsetMinutes } from './time-zones';

export interface TimeZoneChoice {
  zone: string;
  label: string;
  /** Lower-case text the search matches. */
  search: string;
  offset: number;
}

/** "UTC+05:30" */
export function utcOffsetLabel(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export function longZoneName(zone: string, at: Date, locale = 'en-US'): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'long' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

export const cityOf = (zone: string) => (zone.split('/').pop() ?? zone).replace(/_/g, ' ');

export function timeZoneChoice(zone: string, at: Date): TimeZoneChoice {
  const offset = offsetMinutes(at, zone);
  const name = longZoneName(zone, at);
  const city = cityOf(zone);
  const label = `${name} (${utcOffsetLabel(offset)}), ${city}`;
  return { zone, label, offset, search: `${label} ${zone}`.toLowerCase() };
}

export function timeZoneChoices(at: Date): TimeZoneChoice[] {
  return knownTimeZones()
    .map((zone) => timeZoneChoice(zone, at))
    .sort((a, b) => a.offset - b.offset || a.label.localeCompare(b.label));
}

/** Choices whose name, offset, city or zone contains every word typed. */
export function searchTimeZones(choices: TimeZoneChoice[], query: string, limit = 8) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return choices.filter((c) => words.every((w) => c.search.includes(w))).slice(0, limit);
}
