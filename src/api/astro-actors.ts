/** The browser's implementations of the astrology machines' actor slots. */
import { fromPromise } from 'xstate';
import type { CancelInput, LookupInput, MoveInput, SlotsInput } from '../../machines/astro/actors';
import type { AstroCatalog, BookingView, HoldRequest, SlotsResponse } from '../../domain/astro/api';
import * as client from './astro-client';
import { browserBirthStarFinder } from './jyotish';
import { browserPaymentMachine } from './payment-actors';

export function browserAstroActors() {
  return {
    birthStarFinder: browserBirthStarFinder,
    loadCatalog: fromPromise<AstroCatalog, void>(() => client.loadCatalog()),
    loadSlots: fromPromise<SlotsResponse, SlotsInput>(({ input }) => client.loadSlots(input)),
    holdSlot: fromPromise<BookingView, HoldRequest & { idempotencyKey: string }>(({ input }) =>
      client.holdSlot(input),
    ),
    payment: browserPaymentMachine,
    lookupBooking: fromPromise<BookingView, LookupInput>(({ input }) =>
      client.lookupBooking(input),
    ),
    moveBooking: fromPromise<BookingView, MoveInput>(({ input }) => client.moveBooking(input)),
    cancelBooking: fromPromise<BookingView, CancelInput>(({ input }) =>
      client.cancelBooking(input),
    ),
  };
}
