/**
 * Standing offerings: a puja offered for a person on each of their days (the
 * star birthday by its tradition) or on each of the puja's own days (the
 * Kali/Karthika puja), until a date, charged to a card kept at Authorize.net.
 * The statuses, the charge calendar, and which dates an offering has: pure,
 * shared by the scheduler, the pages and the console.
 */
import { karthikaDates } from '../jyotish/karthika';
import { addDays, daysBetween } from '../jyotish/temple-day';
import { yearlyDaysOf } from '../jyotish/yearly-days';
import type { StarTradition } from '../jyotish/star-birthday';

export const OFFERING_STATUSES = ['ACTIVE', 'CANCELLED', 'ENDED'] as const;
export type OfferingStatus = (typeof OFFERING_STATUSES)[number];

/**
 * One row per offering and date (the idempotency key of that date's order and
 * charge). PLACING: the row is claimed, the order not yet stored; CHARGING: the
 * charge is recorded and sent (an unknown answer is looked up, never resent);
 * DECLINED: retried on RETRY_AFTER_DAYS; FAILED: no try left, the office told;
 * PAUSED: the devotee skipped the date; SKIPPED: not offered (price awaiting
 * consent, the puja closed that day, the person erased), with its reason mailed.
 */
export const CHARGE_STATUSES = [
  'PLACING',
  'CHARGING',
  'PAID',
  'DECLINED',
  'FAILED',
  'PAUSED',
  'SKIPPED',
] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

export const DAY_RULES = ['STAR_BIRTHDAY', 'PUJA_DAYS'] as const;
export type DayRule = (typeof DAY_RULES)[number];

/**
 * Days before a date that its order is placed and charged: a fortnight lets
 * the office put it on the priests' roster a week ahead, leaves room for the
 * retries of a declined card, and lets prasad be posted to arrive near the day.
 */
export const CHARGE_DAYS_BEFORE = 14;
/** After a decline, the next tries, in days after the first: the last is 5 days before the date. */
export const RETRY_AFTER_DAYS = [2, 5, 9] as const;
/** The longest an offering may run: ten years from its setting up. */
export const UNTIL_YEARS_MAX = 10;

/** What the dates of an offering need: its rule and, for a star birthday, the star and sign. */
export interface OfferingDayRule {
  dayRule: DayRule;
  /** kerala or tamil (a star birthday by the solar month); null for PUJA_DAYS. */
  tradition: StarTradition | null;
  starIndex: number | null;
  sunSign: number | null;
}

/**
 * The offering's dates from `from` (included) to `until` (included), in order:
 * the person's star birthdays, or each Kali/Karthika puja day. A star birthday
 * without its star and sign has no dates (nothing is guessed).
 */
export function offeringDates(rule: OfferingDayRule, from: string, until: string): string[] {
  if (until < from) return [];
  const inRange = (date: string) => from <= date && date <= until;
  if (rule.dayRule === 'PUJA_DAYS') {
    return karthikaDates(from, daysBetween(from, until) + 1).filter(inRange);
  }
  if (rule.tradition === null || rule.starIndex === null || rule.sunSign === null) return [];
  // A year early: the month of the sign may begin before `from` and hold its star day after it.
  const fromYear = Number(from.slice(0, 4)) - 1;
  const years = Number(until.slice(0, 4)) - fromYear + 1;
  return yearlyDaysOf(
    { kind: 'birthday', tradition: rule.tradition },
    { star: rule.starIndex, sign: rule.sunSign },
    fromYear,
    years,
  ).filter(inRange);
}

/** The day a date's order is placed and first charged. */
export const chargeDayOf = (pujaDate: string): string => addDays(pujaDate, -CHARGE_DAYS_BEFORE);

/** The day of the try after `tries` declines, or null when none is left. */
export function retryDayOf(pujaDate: string, tries: number): string | null {
  const after = RETRY_AFTER_DAYS[tries - 1];
  return after === undefined ? null : addDays(chargeDayOf(pujaDate), after);
}
