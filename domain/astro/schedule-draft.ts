/**
 * Editing an astrologer's own settings (their schedule page in the staff
 * console): the changes the page can make to a draft of the settings, the
 * choices it offers, and the problems to show before saving. Pure functions;
 * the editor machine (machines/astro/astrologer/schedule-editor/machine.ts) applies them.
 */
import type { FieldError } from '../api-error';
import { toFieldErrors } from '../api-error';
import {
  availabilitySettingsSchema,
  overlapProblem,
  type AvailabilitySettings,
} from './availability';
import { CELL_MINUTES } from './policy';
import { parseClock } from './time-zones';
import { WEEKDAY_NAMES } from '../date-style';

export type WeeklyRange = AvailabilitySettings['weekly'][number];
export type DateOverride = AvailabilitySettings['overrides'][number];

const DAY_MINUTES = 24 * 60;

/** "HH:MM" of minutes after midnight (24:00 for the end of the day). */
export function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export const BUFFER_CHOICES = [0, 15, 30, 45, 60, 90, 120] as const;

export const NOTICE_CHOICES: readonly { minutes: number; label: string }[] = [
  { minutes: 0, label: 'None' },
  { minutes: 60, label: '1 hour' },
  { minutes: 2 * 60, label: '2 hours' },
  { minutes: 4 * 60, label: '4 hours' },
  { minutes: 12 * 60, label: '12 hours' },
  { minutes: 24 * 60, label: '1 day' },
  { minutes: 2 * 24 * 60, label: '2 days' },
  { minutes: 3 * 24 * 60, label: '3 days' },
  { minutes: 7 * 24 * 60, label: '1 week' },
];

/** A saved notice that is not one of the choices is still offered (as minutes). */
export function noticeChoices(current: number) {
  return NOTICE_CHOICES.some((c) => c.minutes === current)
    ? NOTICE_CHOICES
    : [...NOTICE_CHOICES, { minutes: current, label: `${current} minutes` }].sort(
        (a, b) => a.minutes - b.minutes,
      );
}

const byStart = (a: { start: string }, b: { start: string }) => a.start.localeCompare(b.start);

/** The weekly ranges of one weekday, in time order, with their places in `weekly`. */
export function rangesOfWeekday(settings: AvailabilitySettings, weekday: number) {
  return settings.weekly
    .map((range, index) => ({ range, index }))
    .filter(({ range }) => range.weekday === weekday)
    .sort((a, b) => byStart(a.range, b.range));
}

/**
 * Adds a range to a weekday: 09:00–12:00 on an empty day, else the three
 * hours after its last range (shorter at the end of the day). Null when the
 * day is already open until midnight.
 */
export function withWeeklyRangeAdded(
  settings: AvailabilitySettings,
  weekday: number,
): AvailabilitySettings | null {
  const ranges = rangesOfWeekday(settings, weekday);
  const lastEnd = ranges.length ? parseClock(ranges[ranges.length - 1]!.range.end)! : null;
  const start = lastEnd ?? 9 * 60;
  if (start >= DAY_MINUTES) return null;
  const end = Math.min(start + 3 * 60, DAY_MINUTES);
  return {
    ...settings,
    weekly: [...settings.weekly, { weekday, start: clockOf(start), end: clockOf(end) }],
  };
}

export function withWeeklyRangeChanged(
  settings: AvailabilitySettings,
  index: number,
  change: Partial<Pick<WeeklyRange, 'start' | 'end'>>,
): AvailabilitySettings {
  return {
    ...settings,
    weekly: settings.weekly.map((range, i) => (i === index ? { ...range, ...change } : range)),
  };
}

export function withWeeklyRangeRemoved(
  settings: AvailabilitySettings,
  index: number,
): AvailabilitySettings {
  return { ...settings, weekly: settings.weekly.filter((_, i) => i !== index) };
}

/** Date changes sorted by date and time (the order the page lists them in). */
export function withOverrideAdded(
  settings: AvailabilitySettings,
  override: DateOverride,
): AvailabilitySettings {
  const overrides = [...settings.overrides, override].sort(
    (a, b) => a.date.localeCompare(b.date) || byStart(a, b),
  );
  return { ...settings, overrides };
}

export function withOverrideRemoved(
  settings: AvailabilitySettings,
  index: number,
): AvailabilitySettings {
  return { ...settings, overrides: settings.overrides.filter((_, i) => i !== index) };
}

export function withDayOffAdded(
  settings: AvailabilitySettings,
  date: string,
): AvailabilitySettings {
  return { ...settings, daysOff: [...new Set([...settings.daysOff, date])].sort() };
}

export function withDayOffRemoved(
  settings: AvailabilitySettings,
  date: string,
): AvailabilitySettings {
  return { ...settings, daysOff: settings.daysOff.filter((d) => d !== date) };
}

export function withReadingTypeToggled(
  settings: AvailabilitySettings,
  id: number,
): AvailabilitySettings {
  const ids = settings.readingTypeIds.includes(id)
    ? settings.readingTypeIds.filter((x) => x !== id)
    : [...settings.readingTypeIds, id].sort((a, b) => a - b);
  return { ...settings, readingTypeIds: ids };
}

/** A date change being written, before it is added to the list. */
export interface OverrideDraft {
  date: string;
  kind: DateOverride['kind'];
  start: string;
  end: string;
}

export const EMPTY_OVERRIDE: OverrideDraft = {
  date: '',
  kind: 'BLOCK',
  start: '12:00',
  end: '18:00',
};

/** The problems of a date change being added, with paths under `newOverride`. */
export function overrideDraftProblems(draft: OverrideDraft): FieldError[] {
  const problems: FieldError[] = [];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.date)) {
    problems.push({ path: 'newOverride.date', message: 'Choose the date of the change' });
  }
  const clockProblem = (clock: string) =>
    parseClock(clock) === null
      ? 'Give a time as HH:MM (24-hour)'
      : parseClock(clock)! % CELL_MINUTES !== 0
        ? `Times are in steps of ${CELL_MINUTES} minutes`
        : null;
  const start = clockProblem(draft.start);
  const end = clockProblem(draft.end);
  if (start) problems.push({ path: 'newOverride.start', message: start });
  if (end) problems.push({ path: 'newOverride.end', message: end });
  if (!start && !end && parseClock(draft.end)! <= parseClock(draft.start)!) {
    problems.push({ path: 'newOverride.end', message: 'The end must be after the start' });
  }
  return problems;
}

export function dayOffProblems(date: string, daysOff: readonly string[]): FieldError[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    return [{ path: 'newDayOff', message: 'Choose the day you are away' }];
  }
  if (daysOff.includes(date)) return [{ path: 'newDayOff', message: 'That day is already off' }];
  return [];
}

/** What the server would refuse, found before sending (same schema, same overlap rule). */
export function settingsProblems(settings: AvailabilitySettings): FieldError[] {
  const parsed = availabilitySettingsSchema.safeParse(settings);
  if (!parsed.success) return toFieldErrors(parsed.error.issues);
  const overlap = overlapProblem(settings);
  if (!overlap) return [];
  const weekday = /^weekday (\d)$/.exec(overlap);
  const where = weekday ? WEEKDAY_NAMES[Number(weekday[1])] : overlap.split(' ')[1];
  return [
    {
      path: 'weekly',
      message: `Two ranges on ${where} overlap: make one end before the next starts.`,
    },
  ];
}
