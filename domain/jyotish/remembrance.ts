/**
 * Remembrance days (sraddham, the yearly rite for the departed), at the temple.
 * - Kerala: the star of the passing in the Malayalam month of the passing; the
 *   civil day on which the star still holds 6 nazhika (2 h 24 min) before
 *   sunset; when it comes twice in the month, the first. A stay of the star
 *   that holds at no such instant belongs to the day on which it began.
 * - North Indian: the tithi of the passing in its lunar month (amanta, of an
 *   adhika pair the nija month); the civil day whose aparahna (the fourth of
 *   the daytime's five parts) the tithi covers the longer; a tithi that
 *   touches no aparahna, the day whose sunrise it holds.
 * docs/jyotish.md cites the sources.
 */
import { lunarBirth, lunarMonthStart, nextElongationAt } from './lunar-birthday';
import { moonSiderealLongitude } from './moon';
import { nextMoonAt } from './moon-entry';
import { NAKSHATRA_SPAN, nakshatraAt } from './nakshatra';
import { solarDate } from './solar-calendar';
import { dayOfStar, solarMonthOfSign, type SolarMonthSpan } from './star-birthday';
import { addDays, sunriseOn, sunsetOn, templeDate, templeMidnight } from './temple-day';

export type RemembranceTradition = 'kerala' | 'north';

const DAY_MS = 86_400_000;
const NAZHIKA_MS = 24 * 60_000;

interface Span {
  start: Date;
  end: Date;
}

/** 6 nazhika before sunset on a civil date: the Kerala sraddham's instant. */
export const sraddhamInstant = (isoDate: string): Date =>
  new Date(sunsetOn(isoDate).getTime() - 6 * NAZHIKA_MS);

/** The aparahna of a civil date: from 3/5 to 4/5 of its daytime. */
export function aparahna(isoDate: string): Span {
  const rise = sunriseOn(isoDate).getTime();
  const day = sunsetOn(isoDate).getTime() - rise;
  return { start: new Date(rise + 0.6 * day), end: new Date(rise + 0.8 * day) };
}

/** The civil day a stay of the passing star counts for under the Kerala rule. */
export function sraddhamDayOfStar(span: Span): string {
  const began = templeDate(span.start);
  for (const day of [addDays(began, -1), began, addDays(began, 1), addDays(began, 2)]) {
    const at = sraddhamInstant(day);
    if (span.start <= at && at < span.end) return day;
  }
  return dayOfStar(span, 0);
}

/** The Kerala sraddham of star `starIndex` in one Malayalam month, or null when none falls in it. */
export function keralaSraddhamInMonth(starIndex: number, month: SolarMonthSpan): string | null {
  let cursor = new Date(Date.parse(month.first) - 3 * DAY_MS);
  const end = new Date(Date.parse(month.next) + 2 * DAY_MS);
  while (cursor < end) {
    const start = nextMoonAt(starIndex * NAKSHATRA_SPAN, cursor);
    if (start >= end) break;
    const stayEnd = nextMoonAt(((starIndex + 1) % 27) * NAKSHATRA_SPAN, start);
    const day = sraddhamDayOfStar({ start, end: stayEnd });
    if (month.first <= day && day < month.next) return day;
    cursor = new Date(stayEnd.getTime() + 20 * DAY_MS);
  }
  return null;
}

const overlapMs = (a: Span, b: Span): number =>
  Math.max(
    0,
    Math.min(a.end.getTime(), b.end.getTime()) - Math.max(a.start.getTime(), b.start.getTime()),
  );

/** The civil day of a tithi's stay under the aparahna rule. */
export function sraddhaDayOfTithi(span: Span): string {
  const began = templeDate(span.start);
  let best: { day: string; overlap: number } | null = null;
  for (const day of [addDays(began, -1), began, addDays(began, 1), addDays(began, 2)]) {
    const overlap = overlapMs(span, aparahna(day));
    if (overlap > 0 && (!best || overlap > best.overlap)) best = { day, overlap };
  }
  return best ? best.day : dayOfStar(span, 0);
}

/** The stay of tithi `tithi` (0–29) in the month begun by the new moon `start`. */
export function tithiSpan(tithi: number, start: Date): Span {
  const begin = tithi === 0 ? start : nextElongationAt(tithi * 12, start);
  const end = nextElongationAt(((tithi + 1) % 30) * 12, new Date(begin.getTime() + 3_600_000));
  return { start: begin, end };
}

/** What a passing gives the rules: its star, its Malayalam month's sign, its tithi and lunar month. */
export function passingOf(passing: Date): {
  star: number;
  malayalamSign: number;
  tithi: number;
  lunarSign: number;
} {
  const { tithi, sign } = lunarBirth(passing);
  return {
    star: nakshatraAt(moonSiderealLongitude(passing)).index,
    malayalamSign: solarDate('malayalam', templeDate(passing)).sign,
    tithi,
    lunarSign: sign,
  };
}

/** Remembrance days for `years` years from 1 January of `fromYear` at the temple. */
export function remembranceDays(
  tradition: RemembranceTradition,
  passing: Date,
  fromYear: number,
  years: number,
): string[] {
  const of = passingOf(passing);
  const dates: string[] = [];
  let cursor = templeMidnight(`${String(fromYear).padStart(4, '0')}-01-01`);
  for (let i = 0; i < years; i++) {
    if (tradition === 'kerala') {
      const month = solarMonthOfSign('malayalam', of.malayalamSign, cursor);
      const day = keralaSraddhamInMonth(of.star, month);
      if (day) dates.push(day);
      cursor = new Date(month.nextSankranti.getTime() + 300 * DAY_MS);
    } else {
      const start = lunarMonthStart(of.lunarSign, cursor);
      dates.push(sraddhaDayOfTithi(tithiSpan(of.tithi, start)));
      cursor = new Date(start.getTime() + 300 * DAY_MS);
    }
  }
  return dates;
}
