/**
 * The year page's reading of the year's answer: the days grouped by month,
 * each day's title, and the order wizard's address for a person's day (the
 * same address the reminder mail links to).
 */
import { dayInWords, monthInWords } from '../date-style';
import { type MessageText, withValues } from '../message-text';
import type { YearAnswer, YearDay } from './api';
import { DAY_TEXT } from './day-words';

/** The year page's address. */
export const YEAR_PAGE = '/account/year';
/** The puja order wizard, which offers the family's person from `?person=`. */
export const ORDER_WIZARD_PAGE = '/order-a-puja-online';

/** The wizard's address for a person's day: `?person=<id>&date=YYYY-MM-DD`. */
export const offerPath = (personId: string, date: string): string =>
  `${ORDER_WIZARD_PAGE}?person=${encodeURIComponent(personId)}&date=${date}`;

/** A day's title as the answer carries it (the rule by its tradition, or the event's own title). */
export function yearDayTitle(day: YearDay): MessageText | string {
  const name = day.name ?? '';
  switch (day.kind) {
    case 'karthika':
      return DAY_TEXT.karthika;
    case 'event':
      return name;
    case 'remembrance':
      return withValues(DAY_TEXT.remembrance, { name });
    case 'birthday':
      return withValues(
        day.tradition === 'lunar' ? DAY_TEXT.lunarBirthday : DAY_TEXT.starBirthday,
        { name },
      );
  }
}

export interface YearMonth {
  year: number;
  /** 1 … 12. */
  month: number;
  days: YearDay[];
}

/** The days month by month, in date order, months without a day left out. */
export function monthsOf(answer: Pick<YearAnswer, 'days'>): YearMonth[] {
  const months = new Map<string, YearMonth>();
  const sorted = [...answer.days].sort((a, b) => a.date.localeCompare(b.date));
  for (const day of sorted) {
    const key = day.date.slice(0, 7);
    let month = months.get(key);
    if (!month) {
      month = { year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)), days: [] };
      months.set(key, month);
    }
    month.days.push(day);
  }
  return [...months.values()];
}

/** Whether a day is a family person's (it can be offered a puja for them). */
export const isPersonDay = (day: YearDay): day is YearDay & { personId: string } =>
  day.personId !== null && (day.kind === 'birthday' || day.kind === 'remembrance');

/**
 * Why a call of the year page failed, as the browser's client throws it
 * (src/api/sacred-year.ts) and the machines keep it; the page words each.
 */
export const YEAR_FAILURE = {
  offline: 'The site did not answer. Check your connection and try again.',
  tooMany: 'You have asked several times in a short while. Please wait a few minutes.',
  signedOut: 'You are signed out. Sign in again to change this.',
  failed: 'The site could not do that just now. Please try again.',
} as const;

/** A day of the answer (YYYY-MM-DD) in the one date style, in the page's language. */
export function yearDayInWords(date: string, language: string): string {
  return dayInWords(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)),
    Number(date.slice(8, 10)),
    language,
  );
}

/** A month's heading ("December 2026") in the page's language. */
export const yearMonthInWords = (month: YearMonth, language: string): string =>
  monthInWords(month.year, month.month, language);

/** The choices offered: no mail, or 1 … max weeks (days) before. */
export const reminderCounts = (max: number): number[] =>
  Array.from({ length: max }, (_, index) => index + 1);
