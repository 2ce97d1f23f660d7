/** The browser's implementations of the astrology machines' actor slots. */
import { fromPromise } from 'xstate';
import type { PayInput, PayOutcome, SlotsInput } from '../../../machines/astro/actors';
import type { CancelInput, LookupInput, MoveInput } from '../../../machines/astro/actors';
import { dispatchCard } from '../../api/accept';
import { loadPaymentConfig } from '../../api/payment-config';
import type { AstroCatalog, BookingView, HoldRequest, SlotsResponse } from '../../domain/astro/api';
import type { OpaqueData } from '../../domain/order-payload';
import * as client from './astro-client';
import { readCardFields } from '../shared/card';
import { browserBirthStarFinder } from '../../api/jyotish';

export const browserAstroActors = {
  birthStarFinder: browserBirthStarFinder,
  loadCatalog: fromPromise<AstroCatalog, void>(() => client.loadCatalog()),
  loadSlots: fromPromise<SlotsResponse, SlotsInput>(({ input }) => client.loadSlots(input)),
  holdSlot: fromPromise<BookingView, HoldRequest & { idempotencyKey: string }>(({ input }) =>
    client.holdSlot(input),
  ),
  tokenizeCard: fromPromise<OpaqueData, void>(async () => {
    // Read the card at once, before anything is awaited.
    const card = readCardFields();
    return dispatchCard(await loadPaymentConfig(), card);
  }),
  payBooking: fromPromise<PayOutcome, PayInput>(({ input }) => client.payBooking(input)),
  lookupBooking: fromPromise<BookingView, LookupInput>(({ input }) => client.lookupBooking(input)),
  moveBooking: fromPromise<BookingView, MoveInput>(({ input }) => client.moveBooking(input)),
  cancelBooking: fromPromise<BookingView, CancelInput>(({ input }) => client.cancelBooking(input)),
};
