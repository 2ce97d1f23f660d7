/** The one date style on the order's page: puja days as days, events on the visitor's calendar. */
import { describeDate, normaliseDate } from '../../../domain/dates';

/** An ISO day ("2026-12-21") → "Monday, 21 December 2026", in `language`. */
export const describeDay = (isoDay: string, language = 'en'): string =>
  describeDate(normaliseDate(isoDay), 'UTC', language);

/** An instant → its day on the visitor's own calendar, in the same style. */
export function describeMoment(isoInstant: string, language = 'en'): string {
  const instant = new Date(isoInstant);
  if (Number.isNaN(instant.getTime())) return isoInstant;
  return describeDate(instant, Intl.DateTimeFormat().resolvedOptions().timeZone, language);
}
