/**
 * The booking's actor slots, and what it asks of them: the browser provides
 * fetch, the tab's store, the history and the payment actors
 * (src/api/astro-actors.ts, src/app), tests fakes.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { AstroCatalog, BookingView, HoldRequest } from '../../../domain/astro/api';
import { birthStarFinderMachine } from '../../birth-star/machine';
import type { PaymentInput } from '../../payment';
import { paymentMachine } from '../../payment/machine';
import type { StepHistoryEvent } from '../../shared/actors';
import { loadSlots, notProvided, type SlotsInput } from '../actors';
import { monthRange } from '../slot-picking';
import type { BookingContext } from './context';
import type { BookingStoreEvent, SavedBooking } from './draft';

export type HoldInput = HoldRequest & { idempotencyKey: string };

export const bookingActors = {
  /** The booking kept in this tab, if any (null without a store; never rejects). */
  loadBookingDraft: fromPromise<SavedBooking | null, void>(async () => null),
  /** Keeps what the machine sends it; without a store nothing is kept. */
  bookingStore: fromCallback<BookingStoreEvent, void>(() => undefined),
  /** One browser history entry per step; Back and Forward come back as `history.go`. */
  stepHistory: fromCallback<StepHistoryEvent, void>(() => undefined),
  loadCatalog: fromPromise<AstroCatalog, void>(notProvided('loadCatalog')),
  loadSlots,
  holdSlot: fromPromise<BookingView, HoldInput>(notProvided('holdSlot')),
  /** The birth-star finder, spawned on the details step (the browser fills its slots). */
  birthStarFinder: birthStarFinderMachine,
  /** The one payment machine (the browser provides its actors: hosted form, submit, status). */
  payment: paymentMachine,
};

/** The month of free times for the chosen reading and astrologer. */
export function slotsQueryOf(context: BookingContext): SlotsInput {
  return {
    readingTypeId: context.readingTypeId ?? 0,
    astrologerId: context.astrologerId,
    timeZone: context.visitorTimeZone,
    ...monthRange(context),
  };
}

export function holdRequestOf(context: BookingContext): HoldInput {
  return {
    readingTypeId: context.readingTypeId ?? 0,
    astrologerId: context.astrologerId,
    start: context.selectedStart ?? '',
    visitorTimeZone: context.visitorTimeZone,
    disclaimerVersion: context.acceptedDisclaimer ?? '',
    people: context.people,
    email: context.email.trim(),
    question: context.question.trim(),
    // Holding another time releases this visitor's earlier hold.
    ...(context.booking?.status === 'HELD' && { replacesCode: context.booking.code }),
    idempotencyKey: context.holdKey,
  };
}

/** What the payment machine is asked to pay: the held booking, with the billing as it stands. */
export function paymentRequestOf(context: BookingContext): PaymentInput['request'] {
  return {
    subject: 'booking',
    code: context.booking?.code ?? '',
    email: context.email.trim(),
    billing: context.billing,
  };
}
