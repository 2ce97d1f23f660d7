/**
 * The one date style's words ("Thursday, 11 December 2025"), without Intl and
 * without the date rules of ./dates: the content pages use it, and a page's
 * first Intl formatter is a long task (see docs/site.md).
 */

/** Weekday names, Sunday first (as Date#getDay counts). */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A calendar day in the one style, without Intl (its first use is a long task on a page). */
export function dayInWords(year: number, month: number, day: number): string {
  const weekday = WEEKDAY_NAMES[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday}, ${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/**
 * An instant on the visitor's own clock in the one style, without Intl:
 * "Monday, 8 December 2025, 11:59 PM" (content pages: an order cutoff).
 */
export function describeLocalInstant(isoInstant: string): string {
  const date = new Date(isoInstant);
  if (Number.isNaN(date.getTime())) return isoInstant;
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${dayInWords(date.getFullYear(), date.getMonth() + 1, date.getDate())}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
