/**
 * The one date style's words ("Thursday, 11 December 2025"; in the other
 * languages Intl's words for the same style), in English without Intl and
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

/** Intl's formatters per language and style, made once (each first use loads locale data). */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(language: string, style: 'day' | 'instant'): Intl.DateTimeFormat {
  const key = `${language}/${style}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      ...(style === 'day' ? { timeZone: 'UTC' } : { hour: 'numeric', minute: '2-digit' }),
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * A calendar day in the one style, in the visitor's language: English
 * without Intl (its first use is a long task on a page), the other languages
 * with Intl's month and weekday names ("2025 ഡിസംബർ 11, വ്യാഴാഴ്‌ച").
 */
export function dayInWords(year: number, month: number, day: number, language = 'en'): string {
  if (language !== 'en') {
    return formatterFor(language, 'day').format(new Date(Date.UTC(year, month - 1, day)));
  }
  const weekday = WEEKDAY_NAMES[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday}, ${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** A month and its year in the visitor's language ("December 2026"; Intl's words elsewhere). */
export function monthInWords(year: number, month: number, language = 'en'): string {
  if (language === 'en') return `${MONTH_NAMES[month - 1]} ${year}`;
  return new Intl.DateTimeFormat(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/**
 * An instant on the visitor's own clock in the one style, without Intl:
 * "Monday, 8 December 2025, 11:59 PM" (content pages: an order cutoff).
 */
export function describeLocalInstant(isoInstant: string, language = 'en'): string {
  const date = new Date(isoInstant);
  if (Number.isNaN(date.getTime())) return isoInstant;
  if (language !== 'en') return formatterFor(language, 'instant').format(date);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${dayInWords(date.getFullYear(), date.getMonth() + 1, date.getDate())}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
