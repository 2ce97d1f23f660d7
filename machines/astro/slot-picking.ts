/**
 * The slot-picking piece both astrology flows share: a month calendar of the
 * visitor's days (those with free times marked), the chosen day's times, a
 * jump to the next free day, and month paging that stops at the booking
 * horizon; all in the visitor's zone, which they may change.
 *
 * The calendar opens on the first month with a free time: when the month of
 * its first load has none, it moves on once to the month of the next free day
 * (Cal.com learnt to do this only on the first load, so that a visitor who
 * pages back to an empty month stays there). "Next free day" crosses months
 * the same way.
 */
import type { SlotsResponse } from '../../domain/astro/api';
import { ASTRO_TEXT } from '../../domain/astro/astro-text';
import type { MessageText } from '../../domain/message-text';
import type { Slot } from '../../domain/astro/slots';
import { addDays, wallTimeIn } from '../../domain/astro/time-zones';

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
  slotsError: MessageText | null;
  /**
   * An empty month gives way to the month of the next free day (on the first
   * load, and after "Next free day" left the month); cleared once a month is shown.
   */
  seeking: boolean;
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
    seeking: true,
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

const SLOTS_LOAD_FAILED = ASTRO_TEXT.slotsLoadFailed;

/** A month's answer from the slots API (the fields the calendar reads). */
export type SlotsAnswer = Pick<SlotsResponse, 'slots'> &
  Partial<Pick<SlotsResponse, 'nextFreeDay' | 'lastDay'>>;

/** The answer's free times on the month's own days (an answer may reach past its end). */
const inMonth = (picking: SlotPicking, answer: SlotsAnswer): PickedSlot[] =>
  answer.slots.filter((slot) => {
    const day = dayOf(picking, slot);
    return day >= picking.monthStart && day <= endOfMonth(picking.monthStart);
  });

/**
 * Whether the calendar, seeking, moves on from this answer's month: it has no
 * free time, and the next free day lies in a later month within the horizon.
 */
export function movesOnFrom(picking: SlotPicking, answer: SlotsAnswer): boolean {
  const next = answer.nextFreeDay ?? null;
  const last = answer.lastDay ?? null;
  return (
    picking.seeking &&
    inMonth(picking, answer).length === 0 &&
    next !== null &&
    next > endOfMonth(picking.monthStart) &&
    (last === null || next <= last)
  );
}

/** The empty month's answer is kept, and the month of its next free day is asked for. */
export function moveOnFrom(picking: SlotPicking, answer: SlotsAnswer): Partial<SlotPicking> {
  return {
    ...slotsLoaded(picking, answer),
    monthStart: firstOfMonth(answer.nextFreeDay!),
    selectedDay: null,
    seeking: true,
  };
}

/**
 * A month of slots has loaded: show them, keep the chosen day (or take the
 * first free one) and the chosen time only if still offered.
 */
export function slotsLoaded(picking: SlotPicking, answer: SlotsAnswer): Partial<SlotPicking> {
  const slots = inMonth(picking, answer);
  const days = freeDays({ ...picking, slots });
  const selectedDay =
    picking.selectedDay && days.has(picking.selectedDay)
      ? picking.selectedDay
      : ([...days].sort()[0] ?? null);
  return {
    slots,
    slotsError: null,
    nextFreeDay: answer.nextFreeDay ?? null,
    lastDay: answer.lastDay ?? null,
    selectedDay,
    selectedStart: slots.some((s) => s.start === picking.selectedStart)
      ? picking.selectedStart
      : null,
    seeking: false,
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
/**
 * A next free day exists after the selected one: later in this month; or, when
 * this month has none, the one the server named; or, when this month has free
 * days, possibly in the next month if the horizon reaches it (the calendar
 * then seeks on from there).
 */
export const hasNextFreeDay = (picking: SlotPicking) =>
  nextFreeDayInMonth(picking) !== null ||
  (picking.slots.length === 0
    ? picking.nextFreeDay !== null && picking.nextFreeDay > endOfMonth(picking.monthStart)
    : canPageOn(picking));

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
  seeking: false,
});

/** "Next free day" beyond this month: its month is asked for, and an empty one moves on. */
export const jumpToMonthOfNextFreeDay = (picking: SlotPicking): Partial<SlotPicking> => ({
  monthStart: monthOfNextFreeDay(picking),
  selectedDay: null,
  seeking: true,
});

/**
 * Why the month shown has no free time, for the view's words: a later month has
 * one ("Next free day" goes there), or none does before the horizon ends.
 * Null when the month has free times or its times could not be loaded.
 */
export function emptyMonth(picking: SlotPicking): 'later' | 'none' | null {
  if (picking.slots.length > 0 || picking.slotsError) return null;
  return hasNextFreeDay(picking) ? 'later' : 'none';
}
