/**
 * Civil days at the temple (Amritapuri, Vallikkavu, Kerala; Asia/Kolkata):
 * their bounds, sunrise and sunset (upper limb on the horizon with standard
 * refraction, as Swiss Ephemeris's swe_rise_trans gives it by default).
 */
import { Body, Observer, SearchRiseSet } from 'astronomy-engine';
import { utcOffsetSeconds, zonedTimeToInstant } from './time-zone';

export const TEMPLE = { lat: 9.0946, lon: 76.4913, heightM: 5, timeZone: 'Asia/Kolkata' };

const DAY_MS = 86_400_000;
const observer = new Observer(TEMPLE.lat, TEMPLE.lon, TEMPLE.heightM);

/** The temple's civil date (YYYY-MM-DD) of an instant. */
export function templeDate(at: Date): string {
  const offset = utcOffsetSeconds(TEMPLE.timeZone, at) * 1000;
  return new Date(at.getTime() + offset).toISOString().slice(0, 10);
}

/** 00:00 at the temple on a civil date. */
export const templeMidnight = (isoDate: string): Date =>
  zonedTimeToInstant(TEMPLE.timeZone, isoDate, 0);

/** The civil date `days` after `isoDate`. */
export const addDays = (isoDate: string, days: number): string =>
  new Date(Date.parse(isoDate) + days * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to` (YYYY-MM-DD). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

function riseOrSet(isoDate: string, direction: 1 | -1): Date {
  const found = SearchRiseSet(Body.Sun, observer, direction, templeMidnight(isoDate), 1);
  // At 9° N the Sun rises and sets every day; a miss would be a bug, not a polar day.
  if (!found) throw new Error(`No ${direction > 0 ? 'sunrise' : 'sunset'} on ${isoDate}`);
  return found.date;
}

export const sunriseOn = (isoDate: string): Date => riseOrSet(isoDate, 1);
export const sunsetOn = (isoDate: string): Date => riseOrSet(isoDate, -1);
