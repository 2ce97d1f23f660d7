/**
 * Turns a puja's schedule rule into dated entries: KRITTIKA (computed monthly
 * Karthika days), WEEKLY:<0-6> (a weekday, for sample schedules), NONE and
 * MANUAL (nothing generated; MANUAL dates are entered by the temple).
 */
import { krittikaDays } from './krittika';

const DAY_MS = 86_400_000;
/** India Standard Time is UTC+05:30 all year. */
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

export interface ScheduleEntry {
  /** YYYY-MM-DD */
  dateOfPuja: string;
  /** ISO instant */
  orderCutoffTime: string;
}

/** Orders close at midnight India time, `cutoffDays` days before the puja date. */
export function cutoffFor(dateOfPuja: string, cutoffDays: number): string {
  const [year, month, day] = dateOfPuja.split('-').map(Number) as [number, number, number];
  const midnightIst = Date.UTC(year, month - 1, day) - IST_OFFSET_MS;
  return new Date(midnightIst - cutoffDays * DAY_MS).toISOString();
}

/** Rule-generated dates from `now` over the horizon, keeping only those still open. */
export function scheduleFor(
  rule: string,
  cutoffDays: number,
  now: Date,
  horizonDays = 400,
): ScheduleEntry[] {
  let dates: string[] = [];
  if (rule === 'KRITTIKA') {
    dates = krittikaDays(now, horizonDays);
  } else if (rule.startsWith('WEEKLY:')) {
    const weekday = Number(rule.slice('WEEKLY:'.length));
    const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    // Weekly sample schedules only look 12 weeks ahead.
    for (let i = 0; i < Math.min(horizonDays, 84); i++) {
      const day = new Date(start + i * DAY_MS);
      if (day.getUTCDay() === weekday) dates.push(day.toISOString().slice(0, 10));
    }
  }
  return dates
    .map((dateOfPuja) => ({ dateOfPuja, orderCutoffTime: cutoffFor(dateOfPuja, cutoffDays) }))
    .filter((entry) => entry.orderCutoffTime > now.toISOString());
}
