/** The booking's named guards (the calendar's come from slot-picking-setup.ts). */
import { assertEvent } from 'xstate';
import { isApiFailure } from '../actors';
import { slotPickingGuards } from '../slot-picking-setup';
import { billingErrors, detailsErrors } from '../validation';
import type { BookingContext } from './context';
import type { BookingStep } from './draft';
import type { BookingMachineEvent } from './events';

type GuardArgs = { context: BookingContext; event: BookingMachineEvent };

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
    detailsErrors(context.people, context.email, context.clock, context.birthDateEntries).length ===
    0,
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
  /** The server refused the hold with this code. */
  holdRefused: ({ event }: GuardArgs, params: { code: string }) => {
    assertEvent(event, 'xstate.error.actor.holdSlot');
    return isApiFailure(event.error) && event.error.code === params.code;
  },
  paymentEndedWith: ({ event }: GuardArgs, params: { status: 'PAID' | 'UNDER_REVIEW' }) => {
    assertEvent(event, 'xstate.done.actor.payment');
    return event.output.status === params.status;
  },
  paymentRefusedWith: ({ event }: GuardArgs, params: { code: string }) => {
    assertEvent(event, 'xstate.done.actor.payment');
    return event.output.status === 'INVALID' && event.output.code === params.code;
  },
};
