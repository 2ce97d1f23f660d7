/**
 * The slot-picking piece both astrology flows share: a month calendar of the
 * visitor's days (those with free times marked), the chosen day's times, a
 * jump to the next free day, and month paging that stops at the booking
 * horizon; all in the visitor's zone, which they may change.
 */
import type { SlotsResponse } from '../../src/domain/astro/api';
import type { Slot } from '../../src/domain/astro/slots';
import { addDays, wallTimeIn } from '../../src/domain/astro/time-zones';

export type PickedSlot = Slot & { astrologerIds?: number[] };

export interface SlotPicking {
  /** When the calendar opened (ms): the visitor's today and the zones' names are read at it. */
  now: number;
  visitorTimeZone: string;
  /** First day of the month shown, YYYY-MM-01 in the visitor's zone. */
  monthStart: string;
  /** The visitor's today (no earlier month is shown). */
  today: string;
  /** The free times of the month shown. */
  slots: PickedSlot[];
  /** The day whose times are listed, YYYY-MM-DD. */
  selectedDay: string | null;
  /** The first day with a free time from the month shown on (null: none before the horizon). */
  nextFreeDay: string | null;
  /** The last day the booking horizon allows (null until the first answer). */
  lastDay: string | null;
  selectedStart: string | null;
  slotsError: string | null;
}

export const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;

export function addMonths(monthStart: string, months: number): string {
  const [year, month] = monthStart.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The last day of the month that starts at monthStart. */
export const endOfMonth = (monthStart: string) => addDays(addMonths(monthStart, 1), -1);

export function initialSlotPicking(timeZone: string, now: number): SlotPicking {
  const today = wallTimeIn(new Date(now), timeZone).date;
  return {
    now,
    visitorTimeZone: timeZone,
    monthStart: firstOfMonth(today),
    today,
    slots: [],
    selectedDay: null,
    nextFreeDay: null,
    lastDay: null,
    selectedStart: null,
    slotsError: null,
  };
}

/** The days asked of the server: the month shown, from today on. */
export function monthRange(picking: SlotPicking) {
  const from = picking.monthStart > picking.today ? picking.monthStart : picking.today;
  return { from, to: endOfMonth(picking.monthStart) };
}

const dayOf = (picking: Pick<SlotPicking, 'visitorTimeZone'>, slot: Slot) =>
  wallTimeIn(new Date(slot.start), picking.visitorTimeZone).date;

/** The month's days that have a free time. */
export function freeDays(picking: SlotPicking): Set<string> {
  return new Set(picking.slots.map((slot) => dayOf(picking, slot)));
}

/** The free times of the selected day. */
export function slotsOfSelectedDay(picking: SlotPicking): PickedSlot[] {
  return picking.slots.filter((slot) => dayOf(picking, slot) === picking.selectedDay);
}

const SLOTS_LOAD_FAILED = 'The times could not be loaded. Check your connection and try again.';

/**
 * A month of slots has loaded: show them, keep the chosen day (or take the
 * first free one) and the chosen time only if still offered.
 */
export function slotsLoaded(
  picking: SlotPicking,
  answer: Pick<SlotsResponse, 'slots'> & Partial<Pick<SlotsResponse, 'nextFreeDay' | 'lastDay'>>,
): Partial<SlotPicking> {
  const next = { ...picking, slots: answer.slots };
  const days = freeDays(next);
  const selectedDay =
    picking.selectedDay && days.has(picking.selectedDay)
      ? picking.selectedDay
      : ([...days].sort()[0] ?? null);
  return {
    slots: answer.slots,
    slotsError: null,
    nextFreeDay: answer.nextFreeDay ?? null,
    lastDay: answer.lastDay ?? null,
    selectedDay,
    selectedStart: answer.slots.some((s) => s.start === picking.selectedStart)
      ? picking.selectedStart
      : null,
  };
}

/** A month of slots could not be loaded: show none, and say so (the chosen time is kept). */
export function slotsFailed(): Pick<SlotPicking, 'slots' | 'slotsError'> {
  return { slots: [], slotsError: SLOTS_LOAD_FAILED };
}

/** Whether `start` is one of the slots shown, so it may be chosen. */
export function isOffered(picking: SlotPicking, start: string): boolean {
  return picking.slots.some((s) => s.start === start);
}

export const canPageBack = (picking: SlotPicking) =>
  picking.monthStart > firstOfMonth(picking.today);
/** Paging stops at the month holding the horizon's last day. */
export const canPageOn = (picking: SlotPicking) =>
  picking.lastDay === null || addMonths(picking.monthStart, 1) <= picking.lastDay;
/** A next free day exists after the selected one (in this month or a later one). */
export const hasNextFreeDay = (picking: SlotPicking) =>
  picking.nextFreeDay !== null &&
  (picking.selectedDay === null ||
    [...freeDays(picking)].some((day) => day > picking.selectedDay!) ||
    picking.nextFreeDay > endOfMonth(picking.monthStart));

/** The free day after the selected one in this month, or null (then the next month's is fetched). */
export function nextFreeDayInMonth(picking: SlotPicking): string | null {
  const after = [...freeDays(picking)].sort().find((day) => day > (picking.selectedDay ?? ''));
  return after ?? null;
}

/** The month to show for the next free day beyond this month. */
export function monthOfNextFreeDay(picking: SlotPicking): string {
  const beyond =
    picking.nextFreeDay && picking.nextFreeDay > endOfMonth(picking.monthStart)
      ? picking.nextFreeDay
      : addMonths(picking.monthStart, 1);
  return firstOfMonth(beyond);
}

/** Context changes of the calendar's moves (both machines assign these). */
export const pageMonth = (picking: SlotPicking, months: number): Partial<SlotPicking> => ({
  monthStart: addMonths(picking.monthStart, months),
  selectedDay: null,
});

export const jumpToMonthOfNextFreeDay = (picking: SlotPicking): Partial<SlotPicking> => ({
  monthStart: monthOfNextFreeDay(picking),
  selectedDay: null,
});
