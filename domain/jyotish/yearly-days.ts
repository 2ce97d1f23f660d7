/**
 * One entry to the yearly days of a person: the birthdays of a birth by its
 * tradition (star-birthday.ts, lunar-birthday.ts) or the remembrance days of
 * a passing (remembrance.ts), from its instant or, when only that is known,
 * from the star (or tithi) and the month's sign.
 */
import { birthdaysOfBirth, lunarMonthStart, tithiDay } from './lunar-birthday';
import {
  keralaSraddhamInMonth,
  remembranceDays,
  sraddhaDayOfTithi,
  tithiSpan,
  type RemembranceTradition,
} from './remembrance';
import { solarMonthOfSign, starBirthdays, type BirthdayTradition } from './star-birthday';
import { templeMidnight } from './temple-day';

export type YearlyDay =
  | { kind: 'birthday'; tradition: BirthdayTradition }
  | { kind: 'remembrance'; tradition: RemembranceTradition };

/** What is known of the birth or passing: its instant, or the star or tithi with the sign. */
export type YearlyKnown =
  { instant: Date } | { star: number; sign: number } | { tithi: number; sign: number };

export const BIRTHDAY_TRADITIONS: readonly BirthdayTradition[] = ['kerala', 'tamil', 'lunar'];
export const REMEMBRANCE_TRADITIONS: readonly RemembranceTradition[] = ['kerala', 'north'];

const DAY_MS = 86_400_000;

/** One date a year for `years` years from 1 January of `fromYear` at the temple. */
export function yearlyDays(
  day: YearlyDay,
  instant: Date,
  fromYear: number,
  years: number,
): string[] {
  return day.kind === 'birthday'
    ? birthdaysOfBirth(day.tradition, instant, fromYear, years)
    : remembranceDays(day.tradition, instant, fromYear, years);
}

const lunarRule = (day: YearlyDay) => day.tradition === 'lunar' || day.tradition === 'north';

/**
 * As `yearlyDays`, from what is known. A star for a lunar rule or a tithi for
 * a star rule gives no dates (nothing is guessed).
 */
export function yearlyDaysOf(
  day: YearlyDay,
  known: YearlyKnown,
  fromYear: number,
  years: number,
): string[] {
  if ('instant' in known) return yearlyDays(day, known.instant, fromYear, years);
  const after = templeMidnight(`${String(fromYear).padStart(4, '0')}-01-01`);
  if ('tithi' in known) {
    if (!lunarRule(day)) return [];
    const dates: string[] = [];
    let cursor = after;
    for (let i = 0; i < years; i++) {
      const start = lunarMonthStart(known.sign, cursor);
      dates.push(
        day.kind === 'birthday'
          ? tithiDay(known.tithi, start)
          : sraddhaDayOfTithi(tithiSpan(known.tithi, start)),
      );
      cursor = new Date(start.getTime() + 300 * DAY_MS);
    }
    return dates;
  }
  if (lunarRule(day)) return [];
  if (day.kind === 'birthday' && day.tradition !== 'lunar') {
    return starBirthdays(day.tradition, known.star, known.sign, after, years);
  }
  const dates: string[] = [];
  let cursor = after;
  for (let i = 0; i < years; i++) {
    const month = solarMonthOfSign('malayalam', known.sign, cursor);
    const found = keralaSraddhamInMonth(known.star, month);
    if (found) dates.push(found);
    cursor = new Date(month.nextSankranti.getTime() + 300 * DAY_MS);
  }
  return dates;
}
