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
