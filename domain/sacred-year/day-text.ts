/**
 * What a sacred day is called, in the year page, the calendar feed and the
 * reminder mails: a person's day by its rule, the temple's monthly Karthika
 * puja, or the event's own title. Messages for the reader's language.
 */
import { formatSolarDate, solarDate, type SolarCalendar } from '../jyotish/solar-calendar';
import { withValues, type MessageText } from '../message-text';
import type { SacredDay } from './sacred-days';
import { DAY_TEXT, SOLAR_TEXT } from './day-words';

export { DAY_TEXT, SOLAR_TEXT };

/** The title of a day; an event's title is its own (plain text, not translated here). */
export function dayTitle(day: SacredDay): MessageText | string {
  switch (day.kind) {
    case 'karthika':
      return DAY_TEXT.karthika;
    case 'event':
      return day.title;
    case 'remembrance':
      return withValues(DAY_TEXT.remembrance, { name: day.name });
    case 'birthday':
      return withValues(
        day.day.tradition === 'lunar' ? DAY_TEXT.lunarBirthday : DAY_TEXT.starBirthday,
        { name: day.name },
      );
  }
}

/**
 * The solar calendar a day is also told in: a Tamil person's days in Tamil
 * months, a Kerala person's and the temple's (in Kerala) in Malayalam ones;
 * the lunar traditions' days have none.
 */
export function solarCalendarOf(day: SacredDay): SolarCalendar | null {
  if (day.kind === 'karthika' || day.kind === 'event') return 'malayalam';
  if (day.day.tradition === 'tamil') return 'tamil';
  return day.day.tradition === 'kerala' ? 'malayalam' : null;
}

/** "Malayalam date: വൃശ്ചികം 27" (names in their script on ml/ta pages, in Latin letters otherwise). */
export function solarDateText(day: SacredDay, language: string): MessageText | null {
  const calendar = solarCalendarOf(day);
  if (!calendar) return null;
  const native = language === 'ml' || language === 'ta';
  const date = formatSolarDate(solarDate(calendar, day.date), !native);
  return withValues(SOLAR_TEXT[calendar], { date });
}
