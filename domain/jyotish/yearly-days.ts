/**
 * One entry to the yearly days of a person: the birthdays of a birth by its
 * tradition (star-birthday.ts, lunar-birthday.ts) or the remembrance days of
 * a passing (remembrance.ts).
 */
import { birthdaysOfBirth } from './lunar-birthday';
import { remembranceDays, type RemembranceTradition } from './remembrance';
import type { BirthdayTradition } from './star-birthday';

export type YearlyDay =
  | { kind: 'birthday'; tradition: BirthdayTradition }
  | { kind: 'remembrance'; tradition: RemembranceTradition };

export const BIRTHDAY_TRADITIONS: readonly BirthdayTradition[] = ['kerala', 'tamil', 'lunar'];
export const REMEMBRANCE_TRADITIONS: readonly RemembranceTradition[] = ['kerala', 'north'];

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
