/** The Jyotish engine: Moon, Lahiri ayanamsa, nakshatras, Krittika entries. */
export { lahiriAyanamsa } from './ayanamsa';
export { moonSiderealLongitude } from './moon';
export { nextMoonAt, moonAtBetween } from './moon-entry';
export {
  NAKSHATRA_NAMES,
  nakshatraAt,
  starOf,
  type Star,
  type NakshatraPosition,
} from './nakshatra';
export {
  KRITTIKA_START,
  karthikaDates,
  karthikaDatesOfYear,
  krittikaEntries,
  istDate,
  starEntryDates,
} from './karthika';
export {
  BIRTH_TIME_UNCERTAINTY_MS,
  birthStarAt,
  starsBetween,
  type BirthStar,
  type StarPeriod,
} from './birth-star';
export { formatOffset, localDateTime, utcOffsetSeconds, zonedTimeToInstant } from './time-zone';
export { nextSunAt, previousSunAt, sunSiderealLongitude, sunSignAt } from './sun';
export { TEMPLE, sunriseOn, sunsetOn, templeDate } from './temple-day';
export { formatSolarDate, solarDate, type SolarCalendar, type SolarDate } from './solar-calendar';
export { MALAYALAM_MONTHS, TAMIL_MONTHS, type SolarMonthName } from './solar-month-names';
export {
  solarMonthOfSign,
  starBirthdayInMonth,
  starBirthdays,
  starBirthdaysOfBirth,
  type BirthdayTradition,
  type StarTradition,
} from './star-birthday';
export { birthdaysOfBirth, lunarBirth, lunarBirthdays } from './lunar-birthday';
export {
  aparahna,
  keralaSraddhamInMonth,
  passingOf,
  remembranceDays,
  sraddhaDayOfTithi,
  sraddhamInstant,
  type RemembranceTradition,
} from './remembrance';
export {
  BIRTHDAY_TRADITIONS,
  REMEMBRANCE_TRADITIONS,
  yearlyDays,
  yearlyDaysOf,
  type YearlyDay,
  type YearlyKnown,
} from './yearly-days';
