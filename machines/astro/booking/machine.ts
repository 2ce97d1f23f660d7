/**
 * Booking an astrology reading: the disclaimer (its version recorded), the
 * reading and astrologer, a slot in the visitor's zone (detected, changeable),
 * the birth details, a hold on the slot, billing, payment (the one payment
 * machine, through the provider's hosted form) and the
 * confirmation with the booking code and calendar file.
 */
import { assign, enqueueActions, sendTo, setup, spawnChild, stopChild } from 'xstate';
import { BIRTH_STAR_FINDER_ID } from '../../birth-star/machine';
import { ANY_ASTROLOGER, type BookingView, type Person } from '../../../src/domain/astro/api';
import { newIdempotencyKey } from '../../shared/payment';
import type { PaymentOutput, PaymentRequest } from '../../payment';
import { astroActors, isApiFailure } from '../actors';
import {
  canPageBack,
  canPageOn,
  freeDays,
  hasNextFreeDay,
  initialSlotPicking,
  isOffered,
  jumpToMonthOfNextFreeDay,
  monthRange,
  moveOnFrom,
  movesOnFrom,
  nextFreeDayInMonth,
  pageMonth,
  slotsFailed,
  slotsLoaded,
} from '../slot-picking';
import type { BookingContext, BookingEvent, BookingInput } from './context';
import { restoredBooking, type BookingDraftRecord, type BookingStep } from './draft';
import { billingErrors, detailsErrors, emptyBilling, emptyPerson } from '../validation';

/** What the payment machine is asked to pay: the held booking, with the billing as it stands. */
function paymentRequestOf(context: BookingContext): PaymentRequest {
  return {
    subject: 'booking',
    code: context.booking?.code ?? '',
    email: context.email.trim(),
    billing: context.billing,
  };
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

/** On entering a step: remember it, give it a browser history entry, keep the booking. */
const stepEntry = (step: BookingStep) => [
  { type: 'enterStep' as const, params: { step } },
  { type: 'pushHistory' as const, params: { step } },
  'save' as const,
];

const back = (step: BookingStep) => ({
  guard: ({ event }: { event: BookingEvent }) => event.type === 'history.go' && event.step === step,
  target: `#astroBooking.${step}`,
  actions: 'clearErrors' as const,
});

function peopleFor(context: BookingContext, readingTypeId: number): Person[] {
  const count = context.catalog?.readingTypes.find((r) => r.id === readingTypeId)?.peopleCount ?? 1;
  return Array.from({ length: count }, (_, i) => context.people[i] ?? emptyPerson());
}

export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingInput,
  },
  actors: astroActors,
  guards: {
    disclaimerCurrent: ({ context }) =>
      context.acceptedDisclaimer !== null &&
      context.acceptedDisclaimer === context.catalog?.disclaimerVersion,
    readingChosen: ({ context }) => context.readingTypeId !== null,
    slotChosen: ({ context }) => context.selectedStart !== null,
    detailsValid: ({ context }) =>
      detailsErrors(context.people, context.email, context.clock).length === 0,
    billingValid: ({ context }) => billingErrors(context.billing).length === 0,
    paymentSettled: ({ context }) => context.paymentSettled,
    restoredTo: ({ context }, params: { step: BookingStep }) =>
      context.restoredStep === params.step &&
      context.acceptedDisclaimer === context.catalog?.disclaimerVersion &&
      (params.step !== 'billing' || context.booking !== null),
    canPageBack: ({ context }) => canPageBack(context),
    canPageOn: ({ context }) => canPageOn(context),
    slotTaken: ({ event }) =>
      isApiFailure((event as { error?: unknown }).error) &&
      (event as unknown as { error: { code: string } }).error.code === 'SLOT_TAKEN',
    holdLapsed: ({ event }) =>
      isApiFailure((event as { error?: unknown }).error) &&
      (event as unknown as { error: { code: string } }).error.code === 'HOLD_EXPIRED',
  },
  actions: {
    clearErrors: assign({ errors: [], notice: null }),
    enterStep: assign((_, params: { step: BookingStep }) => ({ lastStep: params.step })),
    // The store and history actors are absent when a test starts from a resolved state.
    pushHistory: enqueueActions(({ enqueue, self }, params: { step: string }) => {
      if (self.getSnapshot()?.children?.stepHistory)
        enqueue.sendTo('stepHistory', { type: 'step', step: params.step });
    }),
    save: enqueueActions(({ context, enqueue, self }) => {
      if (self.getSnapshot()?.children?.bookingStore)
        enqueue.sendTo('bookingStore', { type: 'save', draft: draftOf(context) });
    }),
    clearSaved: enqueueActions(({ enqueue, self }) => {
      if (self.getSnapshot()?.children?.bookingStore)
        enqueue.sendTo('bookingStore', { type: 'clear' });
    }),
    forgetRestoredStep: assign({ restoredStep: null }),
    showDetailsErrors: assign({
      errors: ({ context }) => detailsErrors(context.people, context.email, context.clock),
    }),
    showBillingErrors: assign({ errors: ({ context }) => billingErrors(context.billing) }),
  },
}).createMachine({
  id: 'astroBooking',
  context: ({ input }) => ({
    ...initialSlotPicking(input.timeZone, input.clock().getTime()),
    clock: input.clock,
    catalog: null,
    acceptedDisclaimer: input.acceptedDisclaimer ?? null,
    readingTypeId: null,
    astrologerId: ANY_ASTROLOGER,
    question: '',
    people: [emptyPerson()],
    email: '',
    billing: emptyBilling(),
    errors: [],
    notice: null,
    booking: null,
    paymentProblem: null,
    paymentSettled: true,
    holdKey: newIdempotencyKey(),
    restoredStep: null,
    lastStep: 'reading',
  }),
  invoke: [
    { id: 'bookingStore', src: 'bookingStore' },
    { id: 'stepHistory', src: 'stepHistory' },
  ],
  initial: 'restoring',
  states: {
    restoring: {
      tags: ['busy'],
      invoke: {
        id: 'loadBookingDraft',
        src: 'loadBookingDraft',
        onDone: {
          target: 'loading',
          actions: assign(({ context, event }) =>
            restoredBooking(event.output, context.now, context.today),
          ),
        },
        // No onError: the store answers null for anything it cannot read.
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCatalog',
        src: 'loadCatalog',
        onDone: { target: 'resuming', actions: assign({ catalog: ({ event }) => event.output }) },
        onError: { target: 'loadFailed' },
      },
    },
    /** A reload goes back to the step it was on, when the disclaimer (and the hold) still stand. */
    resuming: {
      always: [
        ...(['billing', 'details', 'slots'] as const).map((step) => ({
          guard: { type: 'restoredTo' as const, params: { step } },
          target: step,
          actions: 'forgetRestoredStep' as const,
        })),
        { guard: 'disclaimerCurrent', target: 'reading', actions: 'forgetRestoredStep' },
        { target: 'disclaimer', actions: 'forgetRestoredStep' },
      ],
    },
    loadFailed: {
      on: { 'catalog.retry': 'loading' },
    },
    disclaimer: {
      on: {
        'disclaimer.accept': {
          target: 'reading',
          actions: assign({
            acceptedDisclaimer: ({ context }) => context.catalog?.disclaimerVersion ?? null,
            notice: null,
          }),
        },
      },
    },
    reading: {
      entry: stepEntry('reading'),
      on: {
        'history.go': { guard: 'readingChosen', target: 'slots', actions: 'clearErrors' },
        // Choosing the reading already chosen changes nothing (the chosen time stays).
        'reading.choose': {
          guard: ({ context, event }) => context.readingTypeId !== event.readingTypeId,
          actions: [
            assign({
              readingTypeId: ({ event }) => event.readingTypeId,
              people: ({ context, event }) => peopleFor(context, event.readingTypeId),
              selectedStart: null,
              // Another reading or astrologer: the calendar opens where its free times are.
              seeking: true,
              errors: [],
            }),
            'save',
          ],
        },
        'astrologer.choose': {
          guard: ({ context, event }) => context.astrologerId !== event.astrologerId,
          actions: [
            assign({
              astrologerId: ({ event }) => event.astrologerId,
              selectedStart: null,
              seeking: true,
              errors: [],
            }),
            'save',
          ],
        },
        'wizard.next': [
          { guard: 'readingChosen', target: 'slots', actions: 'clearErrors' },
          {
            actions: assign({
              errors: ({ context }) => [
                ...(context.readingTypeId === null
                  ? [{ path: 'readingTypeId', message: 'Choose a reading' }]
                  : []),
              ],
            }),
          },
        ],
      },
    },
    slots: {
      initial: 'loading',
      entry: stepEntry('slots'),
      on: {
        'history.go': [back('reading'), { ...back('details'), guard: 'slotChosen' }],
        'timeZone.change': {
          target: '.loading',
          actions: assign({ visitorTimeZone: ({ event }) => event.timeZone }),
        },
        'month.next': {
          guard: 'canPageOn',
          target: '.loading',
          actions: assign(({ context }) => pageMonth(context, 1)),
        },
        'month.previous': {
          guard: 'canPageBack',
          target: '.loading',
          actions: assign(({ context }) => pageMonth(context, -1)),
        },
        'day.nextFree': [
          {
            guard: ({ context }) => nextFreeDayInMonth(context) !== null,
            actions: assign({ selectedDay: ({ context }) => nextFreeDayInMonth(context) }),
          },
          {
            guard: ({ context }) => hasNextFreeDay(context),
            target: '.loading',
            actions: assign(({ context }) => jumpToMonthOfNextFreeDay(context)),
          },
        ],
        'day.choose': {
          guard: ({ context, event }) => freeDays(context).has(event.date),
          actions: assign({ selectedDay: ({ event }) => event.date }),
        },
        'wizard.back': { target: 'reading', actions: 'clearErrors' },
      },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadSlots',
            src: 'loadSlots',
            input: ({ context }) => ({
              readingTypeId: context.readingTypeId ?? 0,
              astrologerId: context.astrologerId,
              timeZone: context.visitorTimeZone,
              ...monthRange(context),
            }),
            onDone: [
              {
                // An empty month on the first load: the month of the next free day instead.
                guard: ({ context, event }) => movesOnFrom(context, event.output),
                target: 'loading',
                reenter: true,
                actions: assign(({ context, event }) => moveOnFrom(context, event.output)),
              },
              {
                target: 'ready',
                actions: assign(({ context, event }) => slotsLoaded(context, event.output)),
              },
            ],
            onError: {
              target: 'ready',
              actions: assign(slotsFailed),
            },
          },
        },
        ready: {
          on: {
            'slot.choose': {
              guard: ({ context, event }) => isOffered(context, event.start),
              actions: [
                assign({
                  selectedStart: ({ event }) => event.start,
                  errors: [],
                  notice: null,
                }),
                'save',
              ],
            },
            'wizard.next': [
              { guard: 'slotChosen', target: '#astroBooking.details', actions: 'clearErrors' },
              { actions: assign({ errors: [{ path: 'slot', message: 'Choose a time' }] }) },
            ],
          },
        },
      },
    },
    details: {
      exit: stopChild(BIRTH_STAR_FINDER_ID),
      entry: stepEntry('details'),
      on: {
        'history.go': [back('reading'), back('slots')],
        'birthStar.find': {
          actions: [
            stopChild(BIRTH_STAR_FINDER_ID),
            spawnChild('birthStarFinder', {
              id: BIRTH_STAR_FINDER_ID,
              input: ({ event }) =>
                (event as Extract<typeof event, { type: 'birthStar.find' }>).input,
            }),
          ],
        },
        'xstate.done.actor.birthStarFinder': {
          actions: assign({
            people: ({ context, event }) =>
              event.output.star
                ? context.people.map((p, i) =>
                    i === event.output.index ? { ...p, birthStar: event.output.star!.code } : p,
                  )
                : context.people,
          }),
        },
        'person.update': {
          actions: [
            assign({
              people: ({ context, event }) =>
                context.people.map((p, i) => (i === event.index ? { ...p, ...event.values } : p)),
            }),
            'save',
          ],
        },
        'email.update': { actions: [assign({ email: ({ event }) => event.email }), 'save'] },
        'question.update': {
          actions: [assign({ question: ({ event }) => event.question }), 'save'],
        },
        'wizard.back': { target: 'slots', actions: 'clearErrors' },
        'wizard.next': [
          { guard: 'detailsValid', target: 'holding', actions: 'clearErrors' },
          { actions: 'showDetailsErrors' },
        ],
      },
    },
    holding: {
      tags: ['busy'],
      invoke: {
        id: 'holdSlot',
        src: 'holdSlot',
        input: ({ context }) => ({
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
        }),
        onDone: {
          target: 'billing',
          actions: assign({ booking: ({ event }) => event.output }),
        },
        onError: [
          {
            // The disclaimer changed meanwhile: load it afresh and ask again.
            guard: ({ event }) =>
              isApiFailure(event.error) && event.error.code === 'DISCLAIMER_OUTDATED',
            target: 'loading',
            actions: assign({
              acceptedDisclaimer: null,
              holdKey: () => newIdempotencyKey(),
              notice: ({ event }) => (isApiFailure(event.error) ? event.error.message : null),
            }),
          },
          {
            guard: 'slotTaken',
            target: 'slots',
            actions: assign({
              selectedStart: null,
              holdKey: () => newIdempotencyKey(),
              notice: 'Someone else has just taken that time. Please choose another.',
            }),
          },
          {
            target: 'details',
            actions: assign({
              holdKey: () => newIdempotencyKey(),
              errors: ({ event }) => (isApiFailure(event.error) ? (event.error.fields ?? []) : []),
              notice: ({ event }) =>
                isApiFailure(event.error)
                  ? event.error.message
                  : 'We could not reach the server. Check your connection and try again.',
            }),
          },
        ],
      },
    },
    billing: {
      entry: stepEntry('billing'),
      on: {
        'billing.update': {
          actions: [
            assign({ billing: ({ context, event }) => ({ ...context.billing, ...event.values }) }),
            'save',
          ],
        },
        'payment.submit': [
          { guard: 'billingValid', target: 'paying', actions: 'clearErrors' },
          { actions: 'showBillingErrors' },
        ],
      },
    },
    /** The one payment machine pays the held booking (hosted form, attempts, status polls). */
    paying: {
      entry: assign({ paymentProblem: null, paymentSettled: true }),
      invoke: {
        id: 'payment',
        src: 'payment',
        input: ({ context }) => ({
          request: paymentRequestOf(context),
          reference: context.booking?.code ?? null,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'PAID',
            target: 'confirmed',
            actions: assign({
              booking: ({ context, event }) =>
                bookingAfter(context.booking, event.output, 'CONFIRMED'),
            }),
          },
          {
            // Held for review: the time stays reserved; the server settles it and emails.
            guard: ({ event }) => event.output.status === 'UNDER_REVIEW',
            target: 'underReview',
            actions: assign({
              booking: ({ context, event }) => bookingAfter(context.booking, event.output, 'HELD'),
            }),
          },
          {
            guard: ({ event }) =>
              event.output.status === 'INVALID' && event.output.code === 'HOLD_EXPIRED',
            target: 'holdLapsed',
          },
          {
            // The server refused the billing details: back to them, nothing was charged.
            target: 'billing',
            actions: assign(({ event }) =>
              event.output.status === 'INVALID'
                ? { errors: event.output.fields, notice: event.output.message }
                : {},
            ),
          },
        ],
      },
      on: {
        'payment.progress': {
          actions: assign({ paymentSettled: ({ event }) => event.settled }),
        },
        // The billing postal code fixed after a decline: the one billing field, sent with the next attempt.
        'billing.update': {
          actions: [
            assign({ billing: ({ context, event }) => ({ ...context.billing, ...event.values }) }),
            'save',
            sendTo('payment', ({ context }) => ({
              type: 'payment.request' as const,
              request: paymentRequestOf(context),
            })),
          ],
        },
        // Leaving is refused while a payment is being made or confirmed.
        'wizard.back': { guard: 'paymentSettled', target: 'billing' },
      },
    },
    holdLapsed: {
      on: {
        'slots.again': {
          target: 'slots',
          actions: assign({
            booking: null,
            selectedStart: null,
            holdKey: () => newIdempotencyKey(),
          }),
        },
      },
    },
    underReview: { type: 'final', entry: 'clearSaved' },
    confirmed: { type: 'final', entry: 'clearSaved' },
  },
});

export type BookingMachine = typeof bookingMachine;

export type { BookingContext, BookingEvent, BookingInput } from './context';
