/**
 * A day as a person types it: three fields, day, month (chosen by name) and
 * year, never one slashed text read in one country's order. Inside the app a
 * day is an ISO day (`YYYY-MM-DD`); what is typed stays a `DayEntry` until it
 * names a real day. The API's own format (MM/DD/YYYY, the spec's) is made
 * and read only by `isoDayToApiDate` and `apiDateToIsoDay`.
 */
import { latestPastDay, normaliseDate, toIsoDay, EARLIEST_BIRTH_YEAR } from './dates';

export interface DayEntry {
  /** As typed: digits when right. */
  day: string;
  /** 1 to 12 as text (the month list's value), or '' when none is chosen. */
  month: string;
  /** As typed: four digits when right. */
  year: string;
}

/** What is wrong with an entry, named so that the message can say it. */
export type DayEntryProblem =
  | 'missingDay'
  | 'missingMonth'
  | 'missingYear'
  | 'notNumbers'
  | 'noSuchDay'
  | 'yearOutOfRange'
  | 'inFuture';

export const EMPTY_ENTRY: DayEntry = { day: '', month: '', year: '' };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DIGITS = /^\d{1,4}$/;
const pad2 = (value: number): string => String(value).padStart(2, '0');

/** How many days a month has in a year (February by the Gregorian leap rule). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export const isEmptyEntry = (entry: DayEntry): boolean =>
  entry.day.trim() === '' && entry.month.trim() === '' && entry.year.trim() === '';

/** A real ISO day: the pattern, and a day its month has. */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** An ISO day's three fields as the form shows them (no leading zeros), or empty ones. */
export function entryOfIsoDay(isoDay: string): DayEntry {
  if (!isIsoDay(isoDay)) return EMPTY_ENTRY;
  return {
    day: String(Number(isoDay.slice(8, 10))),
    month: String(Number(isoDay.slice(5, 7))),
    year: isoDay.slice(0, 4),
  };
}

/** Why an entry is not a day between 1900 and `now`'s year, or null when it is one (or empty). */
export function dayEntryProblem(entry: DayEntry, now: number): DayEntryProblem | null {
  if (isEmptyEntry(entry)) return null;
  const [day, month, year] = [entry.day.trim(), entry.month.trim(), entry.year.trim()];
  if (day === '') return 'missingDay';
  if (month === '') return 'missingMonth';
  if (year === '') return 'missingYear';
  if (!DIGITS.test(day) || !DIGITS.test(year) || !/^\d{1,2}$/.test(month)) return 'notNumbers';
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  const latest = latestPastDay(now);
  if (year.length !== 4 || y < EARLIEST_BIRTH_YEAR || y > Number(latest.slice(0, 4))) {
    return 'yearOutOfRange';
  }
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return 'noSuchDay';
  if (`${y}-${pad2(m)}-${pad2(d)}` > latest) return 'inFuture';
  return null;
}

/** The ISO day an entry names, or null while it names none (empty, partial or impossible). */
export function isoDayOfEntry(entry: DayEntry): string | null {
  const [day, month, year] = [entry.day.trim(), entry.month.trim(), entry.year.trim()];
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return null;
  const iso = `${year}-${pad2(Number(month))}-${pad2(Number(day))}`;
  return isIsoDay(iso) ? iso : null;
}

/** The API's format of an ISO day (the spec's MM/DD/YYYY); '' stays ''. */
export function isoDayToApiDate(isoDay: string): string {
  if (!isIsoDay(isoDay)) return '';
  return `${isoDay.slice(5, 7)}/${isoDay.slice(8, 10)}/${isoDay.slice(0, 4)}`;
}

/** An API date (MM/DD/YYYY) as an ISO day, or '' when it is none. */
export function apiDateToIsoDay(apiDate: string): string {
  const iso = toIsoDay(apiDate.trim());
  return iso && isIsoDay(iso) ? iso : '';
}

/**
 * A date a draft saved before the three fields held (one typed text, read
 * then as month first or ISO): its ISO day, or '' when it named none.
 */
export function isoDayOfOldText(text: string): string {
  if (text.trim() === '') return '';
  if (isIsoDay(text.trim())) return text.trim();
  return apiDateToIsoDay(normaliseDate(text));
}

/** The twelve month names in a language, January first, from Intl ("മാർച്ച്", "மார்ச்"). */
export function monthNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => format.format(Date.UTC(2000, index, 1)));
}
