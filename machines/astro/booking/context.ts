/** The astrology booking's context, input and events. */
import type { AstroCatalog, Billing, BookingView, Person } from '../../../src/domain/astro/api';
import type { ANY_ASTROLOGER } from '../../../src/domain/astro/api';
import type { FieldError } from '../../../src/domain/api-error';
import type { Clock } from '../../../src/domain/clock';
import type { PaymentProgressEvent } from '../../payment';
import type { PaymentProblem } from '../../shared/payment';
import type { SlotPicking } from '../slot-picking';
import type { BirthStarFlowEvent } from '../../birth-star/flow-events';
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
  email: string;
  billing: Billing;
  errors: FieldError[];
  /** Why the last attempt at a step failed, in words for the visitor. */
  notice: string | null;
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

export type BookingEvent =
  | { type: 'catalog.retry' }
  | { type: 'disclaimer.accept' }
  | { type: 'reading.choose'; readingTypeId: number }
  | { type: 'astrologer.choose'; astrologerId: number | typeof ANY_ASTROLOGER }
  | { type: 'timeZone.change'; timeZone: string }
  | { type: 'month.next' }
  | { type: 'month.previous' }
  | { type: 'day.choose'; date: string }
  | { type: 'day.nextFree' }
  | { type: 'question.update'; question: string }
  | { type: 'slot.choose'; start: string }
  | { type: 'person.update'; index: number; values: Partial<Person> }
  | { type: 'email.update'; email: string }
  | { type: 'billing.update'; values: Partial<Billing> }
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  | { type: 'payment.submit' }
  | PaymentProgressEvent
  | { type: 'slots.again' }
  | BirthStarFlowEvent
  | { type: 'history.go'; step: string };
