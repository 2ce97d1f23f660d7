/**
 * The booking's named actions (the calendar's come from
 * slot-picking-setup.ts). They read events, the actors' answers too, with
 * assertEvent.
 */
import { isoDayOfEntry } from '../../../domain/day-entry';
import {
  assertEvent,
  assign,
  enqueueActions,
  type Assigner,
  type ParameterizedObject,
} from 'xstate';
import type { BookingView, Person } from '../../../domain/astro/api';
import { ASTRO_TEXT } from '../../../domain/astro/astro-text';
import { refusalText } from '../../../domain/refusal-text';
import type { FieldError } from '../../../domain/api-error';
import type { PaymentOutput } from '../../payment';
import { newIdempotencyKey } from '../../shared/payment';
import { failureMessage, isApiFailure } from '../actors';
import { slotPickingActions } from '../slot-picking-setup';
import { billingErrors, detailsErrors, emptyPerson } from '../validation';
import type { BookingContext } from './context';
import { restoredBooking, type BookingDraftRecord, type BookingStep } from './draft';
import type { BookingMachineEvent } from './events';

type Params = ParameterizedObject['params'] | undefined;

/** `assign` typed for the booking (its actions are written outside its setup()). */
function change<TParams extends Params = undefined>(
  assignment: Assigner<BookingContext, BookingMachineEvent, TParams, BookingMachineEvent, never>,
) {
  return assign<BookingContext, BookingMachineEvent, TParams, BookingMachineEvent, never>(
    assignment,
  );
}

/** `enqueueActions` typed for the booking, as `change` is `assign`. */
type BookingQueue<TParams extends Params> = typeof enqueueActions<
  BookingContext,
  BookingMachineEvent,
  TParams,
  BookingMachineEvent,
  never,
  never,
  never,
  never,
  never
>;
function queue<TParams extends Params = undefined>(collect: Parameters<BookingQueue<TParams>>[0]) {
  return (enqueueActions as BookingQueue<TParams>)(collect);
}

/** The booking as the server gave it back, or (an answer learnt by polling) as it now stands. */
function bookingAfter(
  booking: BookingView | null,
  output: PaymentOutput,
  status: BookingView['status'],
): BookingView | null {
  if (output.status !== 'INVALID' && output.receipt?.subject === 'booking') {
    return output.receipt.booking;
  }
  return booking ? { ...booking, status, holdExpiresAt: null } : null;
}

function peopleFor(context: BookingContext, readingTypeId: number): Person[] {
  const count = context.catalog?.readingTypes.find((r) => r.id === readingTypeId)?.peopleCount ?? 1;
  return Array.from({ length: count }, (_, i) => context.people[i] ?? emptyPerson());
}

function draftOf(context: BookingContext): BookingDraftRecord {
  return {
    step: context.lastStep,
    acceptedDisclaimer: context.acceptedDisclaimer,
    readingTypeId: context.readingTypeId,
    astrologerId: context.astrologerId,
    selectedStart: context.selectedStart,
    visitorTimeZone: context.visitorTimeZone,
    monthStart: context.monthStart,
    selectedDay: context.selectedDay,
    question: context.question,
    people: context.people,
    email: context.email,
    billing: context.billing,
    booking: context.booking,
    holdKey: context.holdKey,
  };
}

export const bookingActions = {
  ...slotPickingActions<BookingContext, BookingMachineEvent>(),

  restoreDraft: change(({ context, event }) => {
    assertEvent(event, 'xstate.done.actor.loadBookingDraft');
    return restoredBooking(event.output, context.now, context.today);
  }),
  takeCatalog: change(({ event }) => {
    assertEvent(event, 'xstate.done.actor.loadCatalog');
    return { catalog: event.output };
  }),
  forgetRestoredStep: change(() => ({ restoredStep: null })),
  acceptDisclaimer: change(({ context }) => ({
    acceptedDisclaimer: context.catalog?.disclaimerVersion ?? null,
    notice: null,
  })),

  // Steps: the one remembered (kept with the booking), its browser history entry.
  // The store and history actors are absent when a test starts from a resolved state.
  enterStep: queue<BookingStep>(({ enqueue, self }, step) => {
    enqueue.assign({ lastStep: step });
    if (self.getSnapshot()?.children?.stepHistory)
      enqueue.sendTo('stepHistory', { type: 'step', step });
  }),
  save: queue(({ context, enqueue, self }) => {
    if (self.getSnapshot()?.children?.bookingStore)
      enqueue.sendTo('bookingStore', { type: 'save', draft: draftOf(context) });
  }),
  clearSaved: queue(({ enqueue, self }) => {
    if (self.getSnapshot()?.children?.bookingStore)
      enqueue.sendTo('bookingStore', { type: 'clear' });
  }),

  clearErrors: change(() => ({ errors: [], notice: null })),
  showError: change<FieldError>((_, params) => ({ errors: [params] })),

  // Reading and astrologer: another choice drops the time, and the calendar
  // opens where that choice's free times are.
  chooseReading: change(({ context, event }) => {
    assertEvent(event, 'reading.choose');
    return {
      readingTypeId: event.readingTypeId,
      people: peopleFor(context, event.readingTypeId),
      selectedStart: null,
      seeking: true,
      errors: [],
    };
  }),
  chooseAstrologer: change(({ event }) => {
    assertEvent(event, 'astrologer.choose');
    return { astrologerId: event.astrologerId, selectedStart: null, seeking: true, errors: [] };
  }),

  // Birth details.
  updatePerson: change(({ context, event }) => {
    assertEvent(event, 'person.update');
    const entry = event.birthDateEntry;
    const values = entry
      ? { ...event.values, birthDate: isoDayOfEntry(entry) ?? '' }
      : event.values;
    return {
      people: context.people.map((p, i) => (i === event.index ? { ...p, ...values } : p)),
      ...(entry ? { birthDateEntries: { ...context.birthDateEntries, [event.index]: entry } } : {}),
    };
  }),
  /** The finder's chosen star goes into that person's birth-star field. */
  takeBirthStar: change(({ context, event }) => {
    assertEvent(event, 'xstate.done.actor.birthStarFinder');
    const { index, star } = event.output;
    return {
      people: star
        ? context.people.map((p, i) => (i === index ? { ...p, birthStar: star.code } : p))
        : context.people,
    };
  }),
  updateEmail: change(({ event }) => {
    assertEvent(event, 'email.update');
    return { email: event.email };
  }),
  updateQuestion: change(({ event }) => {
    assertEvent(event, 'question.update');
    return { question: event.question };
  }),
  showDetailsErrors: change(({ context }) => ({
    errors: detailsErrors(context.people, context.email, context.clock, context.birthDateEntries),
  })),

  // The hold on the chosen time.
  takeHold: change(({ event }) => {
    assertEvent(event, 'xstate.done.actor.holdSlot');
    return { booking: event.output };
  }),
  /** The disclaimer changed meanwhile: it is loaded afresh and asked again. */
  askDisclaimerAgain: change(({ event }) => {
    assertEvent(event, 'xstate.error.actor.holdSlot');
    return {
      acceptedDisclaimer: null,
      holdKey: newIdempotencyKey(),
      notice: isApiFailure(event.error) ? refusalText(event.error) : null,
    };
  }),
  releaseTakenSlot: change(() => ({
    selectedStart: null,
    holdKey: newIdempotencyKey(),
    notice: ASTRO_TEXT.slotTaken,
  })),
  showHoldFailure: change(({ event }) => {
    assertEvent(event, 'xstate.error.actor.holdSlot');
    return {
      holdKey: newIdempotencyKey(),
      errors: isApiFailure(event.error) ? (event.error.fields ?? []) : [],
      notice: failureMessage(event.error),
    };
  }),
  forgetLapsedHold: change(() => ({
    booking: null,
    selectedStart: null,
    holdKey: newIdempotencyKey(),
  })),

  // Billing and payment.
  updateBilling: change(({ context, event }) => {
    assertEvent(event, 'billing.update');
    return { billing: { ...context.billing, ...event.values } };
  }),
  showBillingErrors: change(({ context }) => ({ errors: billingErrors(context.billing) })),
  resetPaymentProgress: change(() => ({ paymentProblem: null, paymentSettled: true })),
  trackPaymentProgress: change(({ event }) => {
    assertEvent(event, 'payment.progress');
    return { paymentSettled: event.settled };
  }),
  /** The booking as paid (CONFIRMED) or held for review (HELD). */
  recordPayment: change<{ status: BookingView['status'] }>(({ context, event }, params) => {
    assertEvent(event, 'xstate.done.actor.payment');
    return { booking: bookingAfter(context.booking, event.output, params.status) };
  }),
  /** The server refused the billing details: nothing was charged. */
  showPaymentRefusal: change(({ event }) => {
    assertEvent(event, 'xstate.done.actor.payment');
    const { output } = event;
    return output.status === 'INVALID'
      ? { errors: output.fields, notice: refusalText(output) }
      : {};
  }),
};
