/**
 * Display formats of the content pages: puja dates and order cutoffs in the
 * one date style of domain ("Thursday, 11 December 2025"). Written without
 * Intl in English on purpose (the other languages need Intl's words): the first Intl formatter a page creates loads the browser's
 * locale data, a 40–170 ms task on the main thread (×4 on Lighthouse's mobile
 * CPU) that was most of the content pages' Total Blocking Time (see docs/site.md).
 */
import { describeLocalInstant } from '../../../domain/date-style';
import { pujaDayInWords } from '../../../domain/puja-day';
import { parseMmDdYyyy } from '../../../domain/puja-facts';

export { isoDay, parseMmDdYyyy, upcomingSchedule } from '../../../domain/puja-facts';

/**
 * '12/11/2025' → 'Thursday, 11 December 2025' (the puja's own calendar day), in `language`;
 * on ml and ta pages with the solar month and day after it.
 */
export function formatPujaDate(value: string, language = 'en'): string {
  const parts = parseMmDdYyyy(value);
  return parts ? pujaDayInWords(...parts, language) : value;
}

/** An ISO instant on the visitor's own clock, e.g. 'Monday, 8 December 2025, 11:59 PM'. */
export function formatCutoff(iso: string, language = 'en'): string {
  return describeLocalInstant(iso, language);
}
