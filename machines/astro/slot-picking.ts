/** The slot-picking piece both astrology flows share: a week of slots in the visitor's zone. */
import type { Slot } from '../../src/domain/astro/slots';
import { addDays, wallTimeIn } from '../../src/domain/astro/time-zones';

export const DAYS_SHOWN = 7;

export interface SlotPicking {
  visitorTimeZone: string;
  /** First day shown, YYYY-MM-DD in the visitor's zone. */
  weekStart: string;
  slots: Slot[];
  selectedStart: string | null;
  slotsError: string | null;
}

export function initialSlotPicking(timeZone: string, now: number): SlotPicking {
  return {
    visitorTimeZone: timeZone,
    weekStart: wallTimeIn(new Date(now), timeZone).date,
    slots: [],
    selectedStart: null,
    slotsError: null,
  };
}

export function weekRange(picking: SlotPicking) {
  return { from: picking.weekStart, to: addDays(picking.weekStart, DAYS_SHOWN - 1) };
}

const SLOTS_LOAD_FAILED = 'The times could not be loaded. Check your connection and try again.';

/** A week of slots has loaded: show them, and keep the chosen time only if it is still offered. */
export function slotsLoaded(
  picking: SlotPicking,
  slots: Slot[],
): Pick<SlotPicking, 'slots' | 'slotsError' | 'selectedStart'> {
  return {
    slots,
    slotsError: null,
    selectedStart: slots.some((s) => s.start === picking.selectedStart)
      ? picking.selectedStart
      : null,
  };
}

/** A week of slots could not be loaded: show none, and say so (the chosen time is kept). */
export function slotsFailed(): Pick<SlotPicking, 'slots' | 'slotsError'> {
  return { slots: [], slotsError: SLOTS_LOAD_FAILED };
}

/** Whether `start` is one of the slots shown, so it may be chosen. */
export function isOffered(picking: SlotPicking, start: string): boolean {
  return picking.slots.some((s) => s.start === start);
}

/** The visitor's days in the shown week, each with its slots (days without slots included). */
export function slotsByDay(picking: SlotPicking): { date: string; slots: Slot[] }[] {
  const days = Array.from({ length: DAYS_SHOWN }, (_, i) => ({
    date: addDays(picking.weekStart, i),
    slots: [] as Slot[],
  }));
  for (const slot of picking.slots) {
    const date = wallTimeIn(new Date(slot.start), picking.visitorTimeZone).date;
    days.find((day) => day.date === date)?.slots.push(slot);
  }
  return days;
}
