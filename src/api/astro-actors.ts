/** The browser's implementations of the astrology machines' actor slots. */
import { fromPromise } from 'xstate';
import type {
  CancelInput,
  LookupInput,
  MoveInput,
  PayInput,
  PayOutcome,
  SlotsInput,
} from '../../machines/astro/actors';
import type { AcceptCardData } from '../domain/accept-js';
import type { AstroCatalog, BookingView, HoldRequest, SlotsResponse } from '../domain/astro/api';
import type { OpaqueData } from '../domain/order-payload';
import { dispatchCard } from './accept';
import * as client from './astro-client';
import { browserBirthStarFinder } from './jyotish';
import { loadPaymentConfig } from './payment-config';

/** `readCard` reads the card fields from the form at the moment of paying. */
export function browserAstroActors(readCard: () => AcceptCardData) {
  return {
    birthStarFinder: browserBirthStarFinder,
    loadCatalog: fromPromise<AstroCatalog, void>(() => client.loadCatalog()),
    loadSlots: fromPromise<SlotsResponse, SlotsInput>(({ input }) => client.loadSlots(input)),
    holdSlot: fromPromise<BookingView, HoldRequest & { idempotencyKey: string }>(({ input }) =>
      client.holdSlot(input),
    ),
    tokenizeCard: fromPromise<OpaqueData, void>(async () => {
      // Read the card at once, before anything is awaited.
      const card = readCard();
      return dispatchCard(await loadPaymentConfig(), card);
    }),
    payBooking: fromPromise<PayOutcome, PayInput>(({ input }) => client.payBooking(input)),
    lookupBooking: fromPromise<BookingView, LookupInput>(({ input }) =>
      client.lookupBooking(input),
    ),
    moveBooking: fromPromise<BookingView, MoveInput>(({ input }) => client.moveBooking(input)),
    cancelBooking: fromPromise<BookingView, CancelInput>(({ input }) =>
      client.cancelBooking(input),
    ),
  };
}
