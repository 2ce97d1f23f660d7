/**
 * Turns a puja's schedule rule into dated entries: KRITTIKA (the Kali/Karthika
 * dates, krittika.ts), STAR:<0-26> (monthly on another birth star, by the same
 * rule), WEEKLY:<0-6> (a weekday, for sample schedules), NONE and MANUAL
 * (nothing generated; MANUAL dates are entered by the temple).
 */
import { istDate, starEntryDates } from '../../domain/jyotish';
import { parseScheduleRule } from '../../domain/staff/schedule-rules';
import { cutoffFor, karthikaSchedule, type ScheduleEntry } from './krittika';

export { cutoffFor, type ScheduleEntry };

const DAY_MS = 86_400_000;

/** Rule-generated dates from `now` over the horizon, keeping only those still open. */
export function scheduleFor(
  rule: string,
  cutoffDays: number,
  now: Date,
  horizonDays = 400,
): ScheduleEntry[] {
  if (rule === 'KRITTIKA') return karthikaSchedule(now, horizonDays, { cutoffDays });
  const parsed = parseScheduleRule(rule);
  const dates: string[] =
    parsed.rule === 'BIRTH_STAR' ? starEntryDates(parsed.star, istDate(now), horizonDays) : [];
  if (rule.startsWith('WEEKLY:')) {
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
