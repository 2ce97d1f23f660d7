/**
 * The Malayalam (Kollam) and Tamil solar calendars at the temple. A month is
 * the Sun's stay in a sidereal sign (Lahiri); which civil day is its first
 * depends on when in the day the sankranti (the Sun's entry) falls:
 * - Malayalam: before the end of the madhyahna, 3/5 of the daytime after
 *   sunrise (18 of the day's 30 nazhika), that day; otherwise the next day.
 * - Tamil: before sunset, that day; otherwise the next day.
 * A sankranti after midnight but before sunrise falls before either cut-off
 * of its civil day, so that day is the first (the Hindu day, sunrise to
 * sunrise, puts it in the night before, whose "next day" is the same day).
 * docs/jyotish.md cites the sources.
 */
import { MALAYALAM_MONTHS, TAMIL_MONTHS, type SolarMonthName } from './solar-month-names';
import { nextSunAt, previousSunAt, sunSignAt } from './sun';

const DAY_MS = 86_400_000;
import {
  addDays,
  daysBetween,
  sunriseOn,
  sunsetOn,
  templeDate,
  templeMidnight,
} from './temple-day';

export type SolarCalendar = 'malayalam' | 'tamil';

export interface SolarDate {
  calendar: SolarCalendar;
  /** The sign the Sun entered, 0 Mesha … 11 Meena (the month's index in its name list). */
  sign: number;
  month: SolarMonthName;
  /** 1 to 32. */
  day: number;
}

/** The instant by which a sankranti must fall on a civil date for the month to begin then. */
export function cutOff(calendar: SolarCalendar, isoDate: string): Date {
  const sunset = sunsetOn(isoDate);
  if (calendar === 'tamil') return sunset;
  const sunrise = sunriseOn(isoDate).getTime();
  return new Date(sunrise + 0.6 * (sunset.getTime() - sunrise));
}

/** The civil date on which the month begun by the sankranti at `at` has its first day. */
export function monthFirstDay(calendar: SolarCalendar, at: Date): string {
  const date = templeDate(at);
  return at.getTime() < cutOff(calendar, date).getTime() ? date : addDays(date, 1);
}

/** First days by sankranti (to the minute): a month's end is the next month's beginning. */
const firstDays = new Map<string, string>();

function cachedFirstDay(calendar: SolarCalendar, at: Date): string {
  const key = `${calendar}:${Math.round(at.getTime() / 60_000)}`;
  let first = firstDays.get(key);
  if (first === undefined) {
    if (firstDays.size > 2000) firstDays.clear();
    first = monthFirstDay(calendar, at);
    firstDays.set(key, first);
  }
  return first;
}

/** A month of one calendar: its sign and the civil dates of its first day and the next month's. */
interface MonthSpan {
  sign: number;
  first: string;
  next: string;
}

/** The month a civil date falls in, from the ephemeris. */
function monthOf(calendar: SolarCalendar, isoDate: string): MonthSpan {
  const endOfDay = templeMidnight(addDays(isoDate, 1));
  let sign = sunSignAt(endOfDay);
  let sankranti = previousSunAt(sign * 30, endOfDay);
  let first = cachedFirstDay(calendar, sankranti);
  if (first > isoDate) {
    // The sign's sankranti came too late in this day: the day ends the month before.
    sign = (sign + 11) % 12;
    sankranti = previousSunAt(sign * 30, endOfDay);
    first = cachedFirstDay(calendar, sankranti);
  }
  const following = nextSunAt(((sign + 1) % 12) * 30, new Date(sankranti.getTime() + 20 * DAY_MS));
  return { sign, first, next: cachedFirstDay(calendar, following) };
}

/** Months already found, per calendar (a page asks for the same few months again and again). */
const months: Record<SolarCalendar, MonthSpan[]> = { malayalam: [], tamil: [] };
const MAX_CACHED_MONTHS = 600;

function cachedMonthOf(calendar: SolarCalendar, isoDate: string): MonthSpan {
  const known = months[calendar];
  const hit = known.find((span) => span.first <= isoDate && isoDate < span.next);
  if (hit) return hit;
  if (known.length >= MAX_CACHED_MONTHS) known.length = 0;
  const span = monthOf(calendar, isoDate);
  known.push(span);
  return span;
}

/** The solar month and day of a civil date (YYYY-MM-DD) at the temple. */
export function solarDate(calendar: SolarCalendar, isoDate: string): SolarDate {
  const { sign, first } = cachedMonthOf(calendar, isoDate);
  const names = calendar === 'malayalam' ? MALAYALAM_MONTHS : TAMIL_MONTHS;
  return { calendar, sign, month: names[sign]!, day: daysBetween(first, isoDate) + 1 };
}

/** "വൃശ്ചികം 27" / "கார்த்திகை 12", or with `english` names "Vrischikam 27". */
export function formatSolarDate(date: SolarDate, english = false): string {
  return `${english ? date.month.english : date.month.native} ${date.day}`;
}
