/**
 * Date rules of the spec (sections 5 and 9): every date the API receives is
 * MM/DD/YYYY, and regional event dates carry the UTC time in 12-hour form.
 */

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

/** A MM/DD/YYYY date as a readable label, e.g. "Saturday 7 March 2026". */
export function describeDate(mmddyyyy: string): string {
  const match = MMDDYYYY.exec(mmddyyyy);
  if (!match) return mmddyyyy;
  const [month, day, year] = mmddyyyy.split('/').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
