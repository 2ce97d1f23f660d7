/** The astrology reschedule's context, input and events. */
import type { BookingView } from '../../../src/domain/astro/api';
import type { FieldError } from '../../../src/domain/api-error';
import type { Clock } from '../../../src/domain/clock';
import type { SlotPicking } from '../slot-picking';

export interface RescheduleContext extends SlotPicking {
  code: string;
  email: string;
  token: string;
  booking: BookingView | null;
  /** Why the devotee moves or cancels (optional; it reaches the astrologer). */
  reason: string;
  errors: FieldError[];
  notice: string | null;
}

export interface RescheduleInput {
  /** Where "now" comes from (read once, when the calendar opens): the system clock, or a test's. */
  clock: Clock;
  timeZone: string;
  /** From the emailed link (?code=…&token=…) or typed by the visitor. */
  code?: string;
  email?: string;
  token?: string;
}

export type RescheduleEvent =
  | { type: 'find.update'; code?: string; email?: string }
  | { type: 'find.submit' }
  | { type: 'reschedule.start' }
  | { type: 'timeZone.change'; timeZone: string }
  | { type: 'month.next' }
  | { type: 'month.previous' }
  | { type: 'day.choose'; date: string }
  | { type: 'day.nextFree' }
  | { type: 'reason.update'; reason: string }
  | { type: 'slot.choose'; start: string }
  | { type: 'reschedule.confirm' }
  | { type: 'cancel.start' }
  | { type: 'cancel.confirm' }
  | { type: 'wizard.back' };
