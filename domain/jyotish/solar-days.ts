/**
 * The solar day of a puja date on Malayalam and Tamil pages ("വൃശ്ചികം 27",
 * "கார்த்திகை 12"), installed into ../puja-day.ts. Kept out of puja-day.ts so
 * that the browser loads the ephemeris only on those pages
 * (src/app/i18n/solar-days.ts); the server installs it at once.
 */
import { setSolarDayText } from '../puja-day';
import { formatSolarDate, solarDate, type SolarCalendar } from './solar-calendar';

const CALENDAR_OF_LANGUAGE: Partial<Record<string, SolarCalendar>> = {
  ml: 'malayalam',
  ta: 'tamil',
};

/** Whether pages in `language` show the solar day beside a puja's date. */
export const hasSolarDays = (language: string): boolean => language in CALENDAR_OF_LANGUAGE;

/** "വൃശ്ചികം 27" for ml, "கார்த்திகை 12" for ta, null in the other languages. */
export function solarDayOf(isoDate: string, language: string): string | null {
  const calendar = CALENDAR_OF_LANGUAGE[language];
  return calendar ? formatSolarDate(solarDate(calendar, isoDate)) : null;
}

/** Puja dates show their solar day from now on. */
export function installSolarDays(): void {
  setSolarDayText(solarDayOf);
}
