/**
 * The Kali/Karthika Puja dates by the temple's rule: the calendar date, in
 * India Standard Time, on which the Moon enters Krittika (sidereal 26°40′).
 */
import { moonAtBetween } from './moon-entry';
import { KRITTIKA_INDEX, NAKSHATRA_SPAN } from './nakshatra';

const DAY_MS = 86_400_000;
/** IST is UTC+05:30 all year (and has been since 1947; the schedule is never earlier). */
const IST_OFFSET_MS = 5.5 * 3_600_000;
export const KRITTIKA_START = KRITTIKA_INDEX * NAKSHATRA_SPAN;

/** YYYY-MM-DD in IST of an instant. */
export const istDate = (at: Date): string =>
  new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** 00:00 IST of a YYYY-MM-DD, as an instant. */
const istMidnight = (isoDate: string): Date => new Date(Date.parse(isoDate) - IST_OFFSET_MS);

/** The instants the Moon enters Krittika in [from, to). */
export function krittikaEntries(from: Date, to: Date): Date[] {
  return moonAtBetween(KRITTIKA_START, from, to);
}

/**
 * The monthly dates of a birth star by the same rule: the IST dates on which
 * the Moon enters nakshatra `starIndex` (0 Ashwini … 26 Revati), from the IST
 * date `fromDate` for `days` days.
 */
export function starEntryDates(starIndex: number, fromDate: string, days: number): string[] {
  const from = istMidnight(fromDate);
  const to = new Date(from.getTime() + days * DAY_MS);
  return moonAtBetween(starIndex * NAKSHATRA_SPAN, from, to).map(istDate);
}

/** Puja dates (YYYY-MM-DD, IST) from the IST date `fromDate` for `days` days. */
export function karthikaDates(fromDate: string, days: number): string[] {
  return starEntryDates(KRITTIKA_INDEX, fromDate, days);
}

/** The puja dates of a calendar year. */
export function karthikaDatesOfYear(year: number): string[] {
  const first = `${String(year).padStart(4, '0')}-01-01`;
  const next = `${String(year + 1).padStart(4, '0')}-01-01`;
  return krittikaEntries(istMidnight(first), istMidnight(next)).map(istDate);
}
