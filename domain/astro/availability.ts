/**
 * An astrologer's own settings, as their pages in the staff console edit them
 * and the server stores them: weekly hours (several ranges a day) in their
 * time zone, date overrides, days off, buffers, notice, a daily limit, the
 * reading types they offer and their meeting link.
 */
import { z } from 'zod';
import { CELL_MINUTES } from './policy';
import { isValidTimeZone } from '../zone-formatter';
import { parseClock } from './time-zones';

const clock = z
  .string()
  .refine((value) => parseClock(value) !== null, 'Give a time as HH:MM (24-hour)')
  .refine(
    (value) => (parseClock(value) ?? 0) % CELL_MINUTES === 0,
    `Times are in steps of ${CELL_MINUTES} minutes`,
  );

const day = z
  .string()
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}$/.test(value) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'Give a date as YYYY-MM-DD',
  );

const endAfterStart = {
  check: (r: { start: string; end: string }) =>
    (parseClock(r.end) ?? 0) > (parseClock(r.start) ?? 0),
  message: { message: 'The end must be after the start', path: ['end'] },
};

const weeklyRange = z
  .object({ weekday: z.number().int().min(0).max(6), start: clock, end: clock })
  .refine(endAfterStart.check, endAfterStart.message);

const dateOverride = z
  .object({ date: day, kind: z.enum(['ADD', 'BLOCK']), start: clock, end: clock })
  .refine(endAfterStart.check, endAfterStart.message);

const minutes = (max: number) =>
  z
    .number()
    .int('Whole minutes')
    .min(0, 'Cannot be negative')
    .max(max, `At most ${max} minutes`)
    .refine((value) => value % CELL_MINUTES === 0, `In steps of ${CELL_MINUTES} minutes`);

/** Only http(s) links; '' for "set per booking". */
export const meetingUrlSchema = z
  .string()
  .trim()
  .max(500, 'At most 500 characters')
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Give a link starting with https://');

export const availabilitySettingsSchema = z.object({
  timeZone: z.string().refine(isValidTimeZone, 'Choose a time zone from the list'),
  weekly: z.array(weeklyRange).max(70, 'At most 10 ranges a day'),
  overrides: z.array(dateOverride).max(500, 'At most 500 date changes'),
  daysOff: z.array(day).max(500, 'At most 500 days off'),
  bufferBeforeMinutes: minutes(120),
  bufferAfterMinutes: minutes(120),
  minimumNoticeMinutes: minutes(60 * 24 * 30),
  /** 0 = no limit */
  dailyLimit: z.number().int().min(0).max(24),
  readingTypeIds: z.array(z.number().int().positive()).max(50),
  meetingUrl: meetingUrlSchema,
});
export type AvailabilitySettings = z.infer<typeof availabilitySettingsSchema>;

/** Overlapping ranges on one weekday or date would double-count hours: name the first. */
export function overlapProblem(settings: AvailabilitySettings): string | null {
  const groups = new Map<string, [number, number][]>();
  for (const r of settings.weekly) {
    const key = `weekday ${r.weekday}`;
    groups.set(key, [...(groups.get(key) ?? []), [parseClock(r.start)!, parseClock(r.end)!]]);
  }
  for (const o of settings.overrides) {
    const key = `${o.kind} ${o.date}`;
    groups.set(key, [...(groups.get(key) ?? []), [parseClock(o.start)!, parseClock(o.end)!]]);
  }
  for (const [key, ranges] of groups) {
    ranges.sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < ranges.length; i += 1) {
      if (ranges[i]![0] < ranges[i - 1]![1]) return key;
    }
  }
  return null;
}
