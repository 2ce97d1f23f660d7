/**
 * The side effects of the astrology flows as typed actor slots: the browser
 * provides fetch and Accept.js (src/wizards/astro/astro-actors.ts), tests fakes.
 */
import { fromCallback, fromPromise } from 'xstate';
import { birthStarFinderMachine } from '../birth-star/machine';
import type { StepHistoryEvent } from '../shared/actors';
import type { BookingDraftRecord, BookingStoreEvent } from './booking/draft';
import type {
  AstroCatalog,
  Billing,
  BookingView,
  HoldRequest,
  SlotsResponse,
} from '../../src/domain/astro/api';
import type { FieldError } from '../../src/domain/api-error';
import type { OpaqueData } from '../../src/domain/order-payload';

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

export interface PayInput {
  code: string;
  email: string;
  billing: Billing;
  opaqueData: OpaqueData;
  idempotencyKey: string;
}

export type PayOutcome =
  | { status: 'CONFIRMED'; booking: BookingView }
  | { status: 'DECLINED'; message: string; booking: BookingView }
  | { status: 'PAYMENT_UNKNOWN'; message: string; booking: BookingView };

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
  tokenizeCard: fromPromise<OpaqueData, void>(notProvided('tokenizeCard')),
  payBooking: fromPromise<PayOutcome, PayInput>(notProvided('payBooking')),
  lookupBooking: fromPromise<BookingView, LookupInput>(notProvided('lookupBooking')),
  moveBooking: fromPromise<BookingView, MoveInput>(notProvided('moveBooking')),
  cancelBooking: fromPromise<BookingView, CancelInput>(notProvided('cancelBooking')),
  /** The birth-star finder, spawned on the details step (the browser fills its slots). */
  birthStarFinder: birthStarFinderMachine,
  /** The booking kept in this tab, if any (null without a store). */
  loadBookingDraft: fromPromise<BookingDraftRecord | null, void>(async () => null),
  bookingStore: fromCallback<BookingStoreEvent, void>(() => undefined),
  stepHistory: fromCallback<StepHistoryEvent, void>(() => undefined),
};
