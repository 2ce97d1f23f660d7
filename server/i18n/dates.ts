/**
 * Dates and times in a visitor's mail, in the mail's language: the site's one
 * date style (domain/dates.ts, domain/astro/time-zones.ts), so a
 * Malayalam mail writes a day exactly as the Malayalam pages do.
 */
import { describeDate, describeEventTime, normaliseDate } from '../../domain/dates';
import { formatRangeInZone } from '../../domain/astro/time-zones';
import type { VisitorLanguage } from '../../domain/visitor-language';

/** A calendar day (MM/DD/YYYY or YYYY-MM-DD as stored) in the mail's language. */
export const mailDay = (language: VisitorLanguage, day: string): string =>
  describeDate(normaliseDate(day), 'UTC', language);

/** An instant in a zone, with the time and the zone's name. */
export const mailInstant = (language: VisitorLanguage, isoInstant: string, timeZone: string) =>
  describeEventTime(isoInstant, timeZone, undefined, language);

/** A reading's start and end in a zone: the day once, both times, the zone. */
export const mailRange = (
  language: VisitorLanguage,
  startIso: string,
  endIso: string,
  timeZone: string,
): string => formatRangeInZone(startIso, endIso, timeZone, language);
