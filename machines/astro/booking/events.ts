/** What the booking machine is sent: the visitor's events, its children's, and its actors' answers. */
import type { DayEntry } from '../../../domain/day-entry';
import type { DoneActorEvent } from 'xstate';
import type {
  ANY_ASTROLOGER,
  AstroCatalog,
  Billing,
  BookingView,
  Person,
  SlotsResponse,
} from '../../../domain/astro/api';
import type { BirthStarFlowEvent } from '../../birth-star/flow-events';
import type { PaymentOutput, PaymentProgressEvent } from '../../payment';
import type { InvokeResultEvent } from '../../shared/invoked-actor';
import type { SlotPickingEvent } from '../slot-picking-setup';
import type { SavedBooking } from './draft';

/** What the page sends (and the payment machine and the finder, the booking's children). */
export type BookingEvent =
  | { type: 'catalog.retry' }
  | { type: 'disclaimer.accept' }
  | { type: 'reading.choose'; readingTypeId: number }
  | { type: 'astrologer.choose'; astrologerId: number | typeof ANY_ASTROLOGER }
  | SlotPickingEvent
  | { type: 'question.update'; question: string }
  | {
      type: 'person.update';
      index: number;
      values: Partial<Person>;
      /** The date of birth's three fields as now typed: the person's birthDate is the day they name. */
      birthDateEntry?: DayEntry;
    }
  | { type: 'email.update'; email: string }
  | { type: 'billing.update'; values: Partial<Billing> }
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  | { type: 'payment.submit' }
  | PaymentProgressEvent
  | { type: 'slots.again' }
  | BirthStarFlowEvent
  /** Browser Back or Forward landed on a step's history entry. */
  | { type: 'history.go'; step: string };

/** The invoked actors' answers, which the named actions read with assertEvent. */
export type BookingActorEvent =
  | DoneActorEvent<SavedBooking | null, 'loadBookingDraft'>
  | InvokeResultEvent<AstroCatalog, 'loadCatalog'>
  | InvokeResultEvent<SlotsResponse, 'loadSlots'>
  | InvokeResultEvent<BookingView, 'holdSlot'>
  | DoneActorEvent<PaymentOutput, 'payment'>;

export type BookingMachineEvent = BookingEvent | BookingActorEvent;
