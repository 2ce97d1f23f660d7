/**
 * Star birthdays (pirannal, natchathira piranthanaal): the day each year on
 * which a person's birth star returns in the solar month of their birth (the
 * sidereal sign the Sun was in at birth, Lahiri), at the temple.
 * - Kerala: the civil day on which the star holds from sunrise for at least
 *   6 nazhika (2 h 24 min); when the star comes twice in the Malayalam month,
 *   the second, unless the next month's sankranti falls within that second
 *   star, then the first.
 * - Tamil: the same with 12 nazhika (4 h 48 min) in the Tamil month; when the
 *   star comes twice, the first.
 * A star that holds at no sunrise for long enough belongs to the day on
 * which it began (sunrise to sunrise). docs/jyotish.md cites the sources.
 */
import { nextMoonAt } from './moon-entry';
import { moonSiderealLongitude } from './moon';
import { NAKSHATRA_SPAN, nakshatraAt } from './nakshatra';
import { monthFirstDay, type SolarCalendar } from './solar-calendar';
import { nextSunAt, sunSignAt } from './sun';
import { addDays, sunriseOn, templeDate, templeMidnight } from './temple-day';

export type StarTradition = 'kerala' | 'tamil';

const DAY_MS = 86_400_000;
const NAZHIKA_MS = 24 * 60_000;

const RULES: Record<
  StarTradition,
  { calendar: SolarCalendar; nazhika: number; twice: 'second' | 'first' }
> = {
  kerala: { calendar: 'malayalam', nazhika: 6, twice: 'second' },
  tamil: { calendar: 'tamil', nazhika: 12, twice: 'first' },
};

export interface SolarMonthSpan {
  sign: number;
  /** Civil dates of the month's first day and of the next month's. */
  first: string;
  next: string;
  /** The sankranti that begins the next month. */
  nextSankranti: Date;
}

/** The first month of `sign` in `calendar` whose sankranti is at or after `after`. */
export function solarMonthOfSign(
  calendar: SolarCalendar,
  sign: number,
  after: Date,
): SolarMonthSpan {
  const start = nextSunAt(sign * 30, after);
  const nextSankranti = nextSunAt(((sign + 1) % 12) * 30, new Date(start.getTime() + 20 * DAY_MS));
  return {
    sign,
    first: monthFirstDay(calendar, start),
    next: monthFirstDay(calendar, nextSankranti),
    nextSankranti,
  };
}

interface StarSpan {
  start: Date;
  end: Date;
}

/** The Moon's stays in star `index` that begin in [from, to). */
function starSpans(index: number, from: Date, to: Date): StarSpan[] {
  const spans: StarSpan[] = [];
  for (let start = nextMoonAt(index * NAKSHATRA_SPAN, from); start < to;) {
    const end = nextMoonAt(((index + 1) % 27) * NAKSHATRA_SPAN, start);
    spans.push({ start, end });
    start = nextMoonAt(index * NAKSHATRA_SPAN, new Date(end.getTime() + 20 * DAY_MS));
  }
  return spans;
}

/** The civil day a stay of the star counts for under the sunrise rule. */
export function dayOfStar(span: StarSpan, nazhika: number): string {
  const began = templeDate(span.start);
  // The Hindu day runs sunrise to sunrise: a star begun before sunrise began the day before.
  const hinduDay = span.start < sunriseOn(began) ? addDays(began, -1) : began;
  const next = addDays(hinduDay, 1);
  const sunrise = sunriseOn(next).getTime();
  return span.end.getTime() - sunrise >= nazhika * NAZHIKA_MS ? next : hinduDay;
}

/** The star birthday in one solar month, or null when the star's day falls in no day of it. */
export function starBirthdayInMonth(
  tradition: StarTradition,
  starIndex: number,
  month: SolarMonthSpan,
): string | null {
  const rule = RULES[tradition];
  const from = new Date(Date.parse(month.first) - 3 * DAY_MS);
  const to = new Date(Date.parse(month.next) + 2 * DAY_MS);
  const inMonth = starSpans(starIndex, from, to)
    .map((span) => ({ span, day: dayOfStar(span, rule.nazhika) }))
    .filter(({ day }) => month.first <= day && day < month.next);
  if (inMonth.length === 0) return null;
  if (inMonth.length === 1 || rule.twice === 'first') return inMonth[0]!.day;
  const second = inMonth[1]!;
  const sankrantiInSecond =
    second.span.start <= month.nextSankranti && month.nextSankranti < second.span.end;
  return sankrantiInSecond ? inMonth[0]!.day : second.day;
}

/** Star birthdays in `count` successive months of `sign` from the one whose sankranti follows `after`. */
export function starBirthdays(
  tradition: StarTradition,
  starIndex: number,
  sign: number,
  after: Date,
  count: number,
): string[] {
  const dates: string[] = [];
  let cursor = after;
  for (let i = 0; i < count; i++) {
    const month = solarMonthOfSign(RULES[tradition].calendar, sign, cursor);
    const day = starBirthdayInMonth(tradition, starIndex, month);
    if (day) dates.push(day);
    cursor = new Date(month.nextSankranti.getTime() + 300 * DAY_MS);
  }
  return dates;
}

/**
 * A person's star birthdays for `years` years from the start of `fromYear`:
 * their birth star and the Sun's sign at the birth instant, each year's
 * month of that sign.
 */
export function starBirthdaysOfBirth(
  tradition: StarTradition,
  birth: Date,
  fromYear: number,
  years: number,
): string[] {
  const star = nakshatraAt(moonSiderealLongitude(birth)).index;
  const after = templeMidnight(`${String(fromYear).padStart(4, '0')}-01-01`);
  return starBirthdays(tradition, star, sunSignAt(birth), after, years);
}

export type BirthdayTradition = StarTradition | 'lunar';
