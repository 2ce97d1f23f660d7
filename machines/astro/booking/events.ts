/** What the visitor (and the booking's children) tell the booking machine. */
import type { ANY_ASTROLOGER, Billing, Person } from '../../../src/domain/astro/api';
import type { BirthStarFlowEvent } from '../../birth-star/flow-events';
import type { PaymentProgressEvent } from '../../payment';
import type { SlotPickingEvent } from '../slot-picking-setup';

export type BookingEvent =
  | { type: 'catalog.retry' }
  | { type: 'disclaimer.accept' }
  | { type: 'reading.choose'; readingTypeId: number }
  | { type: 'astrologer.choose'; astrologerId: number | typeof ANY_ASTROLOGER }
  | SlotPickingEvent
  | { type: 'question.update'; question: string }
  | { type: 'person.update'; index: number; values: Partial<Person> }
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
