/**
 * The booking's named guards (the calendar's come from slot-picking-setup.ts).
 * What a done or error event carries reaches a guard as parameters.
 */
import { assertEvent } from 'xstate';
import type { PaymentOutput } from '../../payment';
import { isApiFailure } from '../actors';
import { slotPickingGuards } from '../slot-picking-setup';
import { billingErrors, detailsErrors } from '../validation';
import type { BookingContext } from './context';
import type { BookingStep } from './draft';
import type { BookingEvent } from './events';

type GuardArgs = { context: BookingContext; event: BookingEvent };

export const bookingGuards = {
  ...slotPickingGuards,
  disclaimerCurrent: ({ context }: GuardArgs) =>
    context.acceptedDisclaimer !== null &&
    context.acceptedDisclaimer === context.catalog?.disclaimerVersion,
  readingChosen: ({ context }: GuardArgs) => context.readingTypeId !== null,
  /** Choosing the reading or astrologer already chosen changes nothing (the time stays). */
  readingChanged: ({ context, event }: GuardArgs) => {
    assertEvent(event, 'reading.choose');
    return context.readingTypeId !== event.readingTypeId;
  },
  astrologerChanged: ({ context, event }: GuardArgs) => {
    assertEvent(event, 'astrologer.choose');
    return context.astrologerId !== event.astrologerId;
  },
  detailsValid: ({ context }: GuardArgs) =>
    detailsErrors(context.people, context.email, context.clock).length === 0,
  billingValid: ({ context }: GuardArgs) => billingErrors(context.billing).length === 0,
  paymentSettled: ({ context }: GuardArgs) => context.paymentSettled,
  /** A reload returns to its step while the disclaimer (and, for billing, the hold) still stand. */
  restoredTo: ({ context }: GuardArgs, params: { step: BookingStep }) =>
    context.restoredStep === params.step &&
    context.acceptedDisclaimer === context.catalog?.disclaimerVersion &&
    (params.step !== 'billing' || context.booking !== null),
  historyGoesTo: ({ event }: GuardArgs, params: { step: BookingStep }) => {
    assertEvent(event, 'history.go');
    return event.step === params.step;
  },
  refusedWith: (_: GuardArgs, params: { error: unknown; code: string }) =>
    isApiFailure(params.error) && params.error.code === params.code,
  paymentEndedWith: (_: GuardArgs, params: { output: PaymentOutput; status: string }) =>
    params.output.status === params.status,
  paymentRefusedWith: (_: GuardArgs, params: { output: PaymentOutput; code: string }) =>
    params.output.status === 'INVALID' && params.output.code === params.code,
};
