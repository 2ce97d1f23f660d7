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
