/** The booking rules of the astrology readings, shared by browser, machine and server. */

/** A slot held for payment is released after this long. */
export const HOLD_MINUTES = 15;
/** At most this many live unpaid holds per email address and per client address. */
export const MAX_UNPAID_HOLDS = 2;
/** No rescheduling (or cancelling) within this many hours of the start, or after it. */
export const CHANGE_CUTOFF_HOURS = 24;
/** A booking may be moved at most this many times. */
export const MAX_RESCHEDULES = 2;
/** Occupied time is stored in cells of this size; every slot and buffer is a multiple of it. */
export const CELL_MINUTES = 15;
/** Slots start on this grid inside an availability window. */
export const SLOT_STEP_MINUTES = 30;
/** At most this many people per reading (the reading types say how many they cover). */
export const MAX_PEOPLE_PER_READING = 2;

export const BOOKING_STATUSES = ['HELD', 'CONFIRMED', 'CANCELLED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export type ChangeRefusal = 'NOT_CONFIRMED' | 'TOO_LATE' | 'STARTED' | 'TOO_MANY_RESCHEDULES';

export interface ChangeCheck {
  ok: boolean;
  reason?: ChangeRefusal;
  message?: string;
}

interface ChangeableBooking {
  status: BookingStatus;
  startUtc: string;
  rescheduleCount: number;
}

const HOUR_MS = 3_600_000;

function timingRefusal(booking: ChangeableBooking, now: Date, verb: string): ChangeCheck | null {
  const startsIn = Date.parse(booking.startUtc) - now.getTime();
  if (startsIn <= 0) {
    return {
      ok: false,
      reason: 'STARTED',
      message: `This reading has already started or taken place, so it can no longer be ${verb}.`,
    };
  }
  if (startsIn < CHANGE_CUTOFF_HOURS * HOUR_MS) {
    return {
      ok: false,
      reason: 'TOO_LATE',
      message: `A reading cannot be ${verb} within ${CHANGE_CUTOFF_HOURS} hours of its start.`,
    };
  }
  return null;
}

function statusRefusal(booking: ChangeableBooking, verb: string): ChangeCheck | null {
  if (booking.status === 'CONFIRMED') return null;
  return {
    ok: false,
    reason: 'NOT_CONFIRMED',
    message: `Only a paid, confirmed booking can be ${verb}.`,
  };
}

/** Whether a booking may be moved now, and if not, why (in words for the visitor). */
export function canReschedule(booking: ChangeableBooking, now: Date): ChangeCheck {
  const refusal =
    statusRefusal(booking, 'rescheduled') ?? timingRefusal(booking, now, 'rescheduled');
  if (refusal) return refusal;
  if (booking.rescheduleCount >= MAX_RESCHEDULES) {
    return {
      ok: false,
      reason: 'TOO_MANY_RESCHEDULES',
      message: `A booking can be rescheduled at most ${MAX_RESCHEDULES} times, and this one already has been.`,
    };
  }
  return { ok: true };
}

/** Whether a booking may be cancelled (with a refund) now. */
export function canCancel(booking: ChangeableBooking, now: Date): ChangeCheck {
  return (
    statusRefusal(booking, 'cancelled') ?? timingRefusal(booking, now, 'cancelled') ?? { ok: true }
  );
}
