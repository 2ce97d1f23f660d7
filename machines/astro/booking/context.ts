/** The astrology booking's context, its input and where it starts. */

import type { DayEntry } from '../../../domain/day-entry';
import {
  ANY_ASTROLOGER,
  type AstroCatalog,
  type Billing,
  type BookingView,
  type Person,
} from '../../../domain/astro/api';
import type { FieldError } from '../../../domain/api-error';
import type { Clock } from '../../../domain/clock';
import type { MessageText } from '../../../domain/message-text';
import { newIdempotencyKey, type PaymentProblem } from '../../shared/payment';
import { initialSlotPicking, type SlotPicking } from '../slot-picking';
import { emptyBilling, emptyPerson } from '../validation';
import type { BookingStep } from './draft';

export interface BookingContext extends SlotPicking {
  /** The booking's clock (from its input): birth dates may not lie after its now. */
  clock: Clock;
  catalog: AstroCatalog | null;
  acceptedDisclaimer: string | null;
  readingTypeId: number | null;
  /** A chosen astrologer, or "any": the first available (the default). */
  astrologerId: number | typeof ANY_ASTROLOGER;
  /** The devotee's question for the reading (optional). */
  question: string;
  people: Person[];
  /** Each person's date of birth as typed in its three fields, by the person's index. */
  birthDateEntries: Readonly<Record<number, DayEntry>>;
  email: string;
  billing: Billing;
  errors: FieldError[];
  /** Why the last attempt at a step failed, in words for the visitor. */
  notice: MessageText | null;
  booking: BookingView | null;
  paymentProblem: PaymentProblem | null;
  /** False while the payment machine has an attempt in flight or being confirmed. */
  paymentSettled: boolean;
  holdKey: string;
  /** The step of a restored booking, entered once the catalog has loaded. */
  restoredStep: BookingStep | null;
  lastStep: BookingStep;
}

export interface BookingInput {
  /** Where "now" comes from: the browser's system clock, or a test's. */
  clock: Clock;
  timeZone: string;
  /** The disclaimer version accepted earlier in this visit, if any. */
  acceptedDisclaimer?: string | null;
}

export function initialBookingContext(input: BookingInput): BookingContext {
  return {
    ...initialSlotPicking(input.timeZone, input.clock().getTime()),
    clock: input.clock,
    catalog: null,
    acceptedDisclaimer: input.acceptedDisclaimer ?? null,
    readingTypeId: null,
    astrologerId: ANY_ASTROLOGER,
    question: '',
    people: [emptyPerson()],
    birthDateEntries: {},
    email: '',
    billing: emptyBilling(),
    errors: [],
    notice: null,
    booking: null,
    paymentProblem: null,
    paymentSettled: true,
    holdKey: newIdempotencyKey(),
    restoredStep: null,
    lastStep: 'reading',
  };
}
