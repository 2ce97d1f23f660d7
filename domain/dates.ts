/**
 * Date rules of the spec (sections 5 and 9): every date the API receives is
 * MM/DD/YYYY, and regional event dates carry the UTC time in 12-hour form.
 */

import { dayInWords } from './date-style';

export { describeLocalInstant, monthInWords } from './date-style';

const pad2 = (value: number): string => String(value).padStart(2, '0');

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const format = (year: number, month: number, day: number): string =>
  `${pad2(month)}/${pad2(day)}/${String(year).padStart(4, '0')}`;

/** Two-digit years below 70 belong to this century, the others to the last. */
export function expandTwoDigitYear(year: number): number {
  return year < 70 ? 2000 + year : 1900 + year;
}

/**
 * Normalises a date to MM/DD/YYYY. Accepts YYYY-MM-DD, M/D/YY, M/D/YYYY and
 * anything else `Date` can parse; an unparsable string comes back unchanged.
 */
export function normaliseDate(input: string): string {
  const value = input.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) {
    const [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    return isRealDate(year, month, day) ? format(year, month, day) : input;
  }
  const slashed = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(value);
  if (slashed) {
    const [month, day] = [Number(slashed[1]), Number(slashed[2])];
    const rawYear = slashed[3] ?? '';
    const year = rawYear.length === 2 ? expandTwoDigitYear(Number(rawYear)) : Number(rawYear);
    return isRealDate(year, month, day) ? format(year, month, day) : input;
  }
  if (value === '') return input;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) return input;
  // A date written without a time is read as local midnight: keep its calendar day.
  return format(parsed.getFullYear(), parsed.getMonth() + 1, parsed.getDate());
}

const MMDDYYYY = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/;

/** True when the text normalises to a real MM/DD/YYYY date. */
export function isValidDateText(input: string): boolean {
  return MMDDYYYY.test(normaliseDate(input));
}

/**
 * A regional event instant as the API wants it: the UTC date and the time in
 * 12-hour format, e.g. "03/07/2026 06:30 PM". Null for an unparsable instant.
 */
export function formatRegionalDate(isoInstant: string): string | null {
  const date = new Date(isoInstant);
  if (Number.isNaN(date.getTime())) return null;
  const hours = date.getUTCHours();
  const half = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${format(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())} ${pad2(
    hour12,
  )}:${pad2(date.getUTCMinutes())} ${half}`;
}

/** The earliest birth year the forms accept. */
export const EARLIEST_BIRTH_YEAR = 1900;

/** A MM/DD/YYYY date as YYYY-MM-DD (sortable), or null when it is not one. */
export function toIsoDay(mmddyyyy: string): string | null {
  const match = MMDDYYYY.exec(mmddyyyy);
  return match ? `${mmddyyyy.slice(6, 10)}-${mmddyyyy.slice(0, 2)}-${mmddyyyy.slice(3, 5)}` : null;
}

/**
 * The latest day that is not "in the future" anywhere: today in UTC plus one
 * day, so a visitor east of UTC may give today's local date.
 */
export function latestPastDay(now: number): string {
  return new Date(now + 86_400_000).toISOString().slice(0, 10);
}

/** Why a MM/DD/YYYY birth date cannot be right, or null when it can. */
export function birthDateProblem(mmddyyyy: string, now: number): string | null {
  const day = toIsoDay(mmddyyyy);
  if (!day) return null;
  if (day > latestPastDay(now)) return 'cannot be in the future';
  if (day < `${EARLIEST_BIRTH_YEAR}-01-01`) return `cannot be before ${EARLIEST_BIRTH_YEAR}`;
  return null;
}

/** Why a MM/DD/YYYY date of passing cannot be right (given the birth date), or null. */
export function passingDateProblem(
  mmddyyyy: string,
  birthMmddyyyy: string,
  now: number,
): string | null {
  const day = toIsoDay(mmddyyyy);
  if (!day) return null;
  if (day > latestPastDay(now)) return 'cannot be in the future';
  const birth = toIsoDay(birthMmddyyyy);
  if (birth && day < birth) return 'cannot be before the date of birth';
  if (day < `${EARLIEST_BIRTH_YEAR}-01-01`) return `cannot be before ${EARLIEST_BIRTH_YEAR}`;
  return null;
}

/**
 * One date style for people: "Sunday, 27 December 2026". `timeZone` picks the
 * calendar day of an instant; a MM/DD/YYYY date is a calendar day already
 * (written without Intl, so content pages can use it freely).
 */
export function describeDate(date: string | Date, timeZone = 'UTC', language = 'en'): string {
  if (typeof date === 'string') {
    const day = toIsoDay(date);
    if (!day) return date;
    return dayInWords(
      Number(day.slice(0, 4)),
      Number(day.slice(5, 7)),
      Number(day.slice(8, 10)),
      language,
    );
  }
  const parts = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone,
  }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return dayInWords(part('year'), part('month'), part('day'), language);
}

/** Intl's locale for a site language: American times ("10:00 AM") in English. */
export const intlLocale = (language: string) => (language === 'en' ? 'en-US' : language);

/** A zone's long name at an instant, e.g. "Central Standard Time". */
function zoneName(instant: Date, timeZone: string, language: string): string {
  const parts = new Intl.DateTimeFormat(intlLocale(language), {
    timeZone,
    timeZoneName: 'long',
  }).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** The time of day of an instant in a zone with the zone's name: "10:00 AM Central Standard Time". */
function timeIn(instant: Date, timeZone: string, language: string): string {
  const time = new Intl.DateTimeFormat(intlLocale(language), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(instant);
  return `${time} ${zoneName(instant, timeZone, language)}`;
}

/**
 * An instant as people read it in a zone, in the one date style with the time
 * and the zone's name: "Sunday, 27 December 2026, 10:00 AM Central Standard Time".
 */
export function describeInstant(isoInstant: string, timeZone: string, language = 'en'): string {
  const instant = new Date(isoInstant);
  if (Number.isNaN(instant.getTime())) return isoInstant;
  return `${describeDate(instant, timeZone, language)}, ${timeIn(instant, timeZone, language)}`;
}

/**
 * A regional event's time in its own zone and, when the visitor's clock reads
 * otherwise, in the visitor's too: "…, 10:00 AM Central Standard Time
 * (11:00 AM Eastern Standard Time where you are)".
 */
export function describeEventTime(
  isoInstant: string,
  eventZone: string,
  visitorZone?: string,
  language = 'en',
  /** The sentence around the event's time and the visitor's ("{there} ({here} where you are)"). */
  whereYouAre = (there: string, here: string) => `${there} (${here} where you are)`,
): string {
  const there = describeInstant(isoInstant, eventZone, language);
  if (!visitorZone) return there;
  const here = describeInstant(isoInstant, visitorZone, language);
  if (here === there) return there;
  const instant = new Date(isoInstant);
  const sameDay = describeDate(instant, visitorZone) === describeDate(instant, eventZone);
  return whereYouAre(there, sameDay ? timeIn(instant, visitorZone, language) : here);
}
