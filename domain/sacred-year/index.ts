/** A family's sacred year: the days (sacred-days.ts) and their calendar feed (feed-ics.ts). */
export { sacredYear, type SacredDay, type SacredPerson, type TempleEvent } from './sacred-days';
export { buildFeedIcs, feedUid, type FeedEntry } from './feed-ics';
export { knownOf, sacredPersonOf, yearlyDayOf, type FamilyDayPerson } from './family-days';
export { DAY_TEXT, SOLAR_TEXT, dayTitle, solarCalendarOf, solarDateText } from './day-text';
export * from './api';
export {
  ORDER_WIZARD_PAGE,
  YEAR_FAILURE,
  YEAR_PAGE,
  isPersonDay,
  monthsOf,
  offerPath,
  reminderCounts,
  yearDayInWords,
  yearDayTitle,
  yearMonthInWords,
  type YearMonth,
} from './year-page';
