/**
 * Dates and times in a visitor's mail, in the mail's language. English keeps
 * the site's one date style (src/domain/dates.ts) word for word; the other
 * languages use Intl's own long style for the language as written in India,
 * e.g. "2026, ഡിസംബർ 27, ഞായറാഴ്‌ച".
 */
import { describeDate, describeEventTime, normaliseDate, toIsoDay } from '../../src/domain/dates';
import { formatRangeInZone } from '../../src/domain/astro/time-zones';
import type { VisitorLanguage } from '../../src/domain/visitor-language';

const DAY_AND_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

const intlLocale = (language: VisitorLanguage) => `${language}-IN`;

/** A calendar day (MM/DD/YYYY or YYYY-MM-DD as stored) in the mail's language. */
export function mailDay(language: VisitorLanguage, day: string): string {
  if (language === 'en') return describeDate(normaliseDate(day));
  const iso = toIsoDay(normaliseDate(day));
  if (!iso) return day;
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** An instant in a zone, with the time and the zone's name. */
export function mailInstant(
  language: VisitorLanguage,
  isoInstant: string,
  timeZone: string,
): string {
  if (language === 'en') return describeEventTime(isoInstant, timeZone);
  const instant = new Date(isoInstant);
  if (Number.isNaN(instant.getTime())) return isoInstant;
  return new Intl.DateTimeFormat(intlLocale(language), { ...DAY_AND_TIME, timeZone }).format(
    instant,
  );
}

/** A reading's start and end in a zone: the day once, both times, the zone. */
export function mailRange(
  language: VisitorLanguage,
  startIso: string,
  endIso: string,
  timeZone: string,
): string {
  if (language === 'en') return formatRangeInZone(startIso, endIso, timeZone);
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return startIso;
  return new Intl.DateTimeFormat(intlLocale(language), { ...DAY_AND_TIME, timeZone }).formatRange(
    start,
    end,
  );
}
