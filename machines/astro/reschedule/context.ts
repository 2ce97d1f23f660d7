/** The astrology reschedule's context, its input, and the find form's check. */
import {
  BOOKING_CODE_PATTERN,
  emailSchema,
  normalizeBookingCode,
  type BookingView,
} from '../../../domain/astro/api';
import type { FieldError } from '../../../domain/api-error';
import { ASTRO_FIELD_TEXT, ASTRO_TEXT, astroFieldError } from '../../../domain/astro/astro-text';
import type { MessageText } from '../../../domain/message-text';
import type { Clock } from '../../../domain/clock';
import { initialSlotPicking, type SlotPicking } from '../slot-picking';

export interface RescheduleContext extends SlotPicking {
  code: string;
  email: string;
  token: string;
  booking: BookingView | null;
  /** Why the devotee moves or cancels (optional; it reaches the astrologer). */
  reason: string;
  errors: FieldError[];
  notice: MessageText | null;
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

export function initialRescheduleContext(input: RescheduleInput): RescheduleContext {
  return {
    ...initialSlotPicking(input.timeZone, input.clock().getTime()),
    code: input.code ?? '',
    email: input.email ?? '',
    token: input.token ?? '',
    booking: null,
    reason: '',
    errors: [],
    notice: null,
  };
}

/** What keeps the find form from looking the booking up. */
export function findErrors(context: RescheduleContext): FieldError[] {
  const errors: FieldError[] = [];
  if (!BOOKING_CODE_PATTERN.test(normalizeBookingCode(context.code))) {
    errors.push(astroFieldError('code', ASTRO_TEXT.codeFromEmail));
  }
  if (!context.token && !emailSchema.safeParse(context.email).success) {
    errors.push(astroFieldError('email', ASTRO_FIELD_TEXT.bookingEmail));
  }
  return errors;
}
