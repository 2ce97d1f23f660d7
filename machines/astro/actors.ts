/**
 * The side effects of the astrology flows as typed actor slots: the browser
 * provides fetch and the payment actors (src/api/astro-actors.ts), tests fakes.
 */
import { fromCallback, fromPromise } from 'xstate';
import { birthStarFinderMachine } from '../birth-star/machine';
import { paymentMachine } from '../payment/machine';
import type { StepHistoryEvent } from '../shared/actors';
import type { BookingStoreEvent, SavedBooking } from './booking/draft';
import type {
  AstroCatalog,
  BookingView,
  HoldRequest,
  SlotsResponse,
} from '../../src/domain/astro/api';
import type { FieldError } from '../../src/domain/api-error';

/** How the API's refusals reach a machine (an actor rejects with this). */
export interface AstroApiFailure {
  status: number;
  code: string;
  message: string;
  fields?: FieldError[];
}

export function isApiFailure(value: unknown): value is AstroApiFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    typeof (value as { status?: unknown }).status === 'number'
  );
}

export interface SlotsInput {
  readingTypeId: number;
  /** An astrologer's id, or "any". */
  astrologerId: number | 'any';
  from: string;
  to: string;
  timeZone: string;
}

export interface LookupInput {
  code: string;
  email: string;
  token: string;
}

export interface MoveInput extends LookupInput {
  start: string;
  visitorTimeZone: string;
  /** Why the devotee moves the reading (optional; it reaches the astrologer). */
  reason: string;
}

export interface CancelInput extends LookupInput {
  /** Why the devotee cancels (optional; it reaches the astrologer). */
  reason: string;
}

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The ${name} actor was not provided`));

export const astroActors = {
  loadCatalog: fromPromise<AstroCatalog, void>(notProvided('loadCatalog')),
  loadSlots: fromPromise<SlotsResponse, SlotsInput>(notProvided('loadSlots')),
  holdSlot: fromPromise<BookingView, HoldRequest & { idempotencyKey: string }>(
    notProvided('holdSlot'),
  ),
  /** The one payment machine (the browser provides its actors: hosted form, submit, status). */
  payment: paymentMachine,
  lookupBooking: fromPromise<BookingView, LookupInput>(notProvided('lookupBooking')),
  moveBooking: fromPromise<BookingView, MoveInput>(notProvided('moveBooking')),
  cancelBooking: fromPromise<BookingView, CancelInput>(notProvided('cancelBooking')),
  /** The birth-star finder, spawned on the details step (the browser fills its slots). */
  birthStarFinder: birthStarFinderMachine,
  /** The booking kept in this tab, if any (null without a store). */
  loadBookingDraft: fromPromise<SavedBooking | null, void>(async () => null),
  bookingStore: fromCallback<BookingStoreEvent, void>(() => undefined),
  stepHistory: fromCallback<StepHistoryEvent, void>(() => undefined),
};
