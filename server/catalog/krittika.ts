/**
 * The Kali/Karthika schedule for the server (order-prefs via the catalog seed,
 * /puja-kali, the staff console's schedule view): the temple's rule from
 * domain/jyotish with each date's order cutoff.
 */
import { istDate, karthikaDates } from '../../domain/jyotish';

const DAY_MS = 86_400_000;
/** IST is UTC+05:30 all year. */
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** How many days before the puja orders close, unless the puja row says otherwise. */
export const KARTHIKA_CUTOFF_DAYS = 3;

export interface ScheduleEntry {
  /** YYYY-MM-DD */
  dateOfPuja: string;
  /** ISO instant */
  orderCutoffTime: string;
}

/** Orders close at midnight India time, `cutoffDays` days before the puja date. */
export function cutoffFor(dateOfPuja: string, cutoffDays: number): string {
  const midnightIst = Date.parse(`${dateOfPuja}T00:00:00Z`) - IST_OFFSET_MS;
  return new Date(midnightIst - cutoffDays * DAY_MS).toISOString();
}

/**
 * The Kali/Karthika dates from today's IST date for `horizonDays` days, each
 * with its cutoff; with `openOnly`, just those still open for orders at `now`.
 */
export function karthikaSchedule(
  now: Date,
  horizonDays = 400,
  { cutoffDays = KARTHIKA_CUTOFF_DAYS, openOnly = true } = {},
): ScheduleEntry[] {
  return karthikaDates(istDate(now), horizonDays)
    .map((dateOfPuja) => ({ dateOfPuja, orderCutoffTime: cutoffFor(dateOfPuja, cutoffDays) }))
    .filter((entry) => !openOnly || entry.orderCutoffTime > now.toISOString());
}
