/**
 * Booking an astrology reading: the disclaimer (its version recorded), the
 * reading and astrologer, a slot in the visitor's zone (detected, changeable),
 * the birth details, a hold on the slot, billing, Accept.js payment and the
 * confirmation with the booking code and calendar file.
 */
import { assign, enqueueActions, setup, spawnChild, stopChild } from 'xstate';
import { BIRTH_STAR_FINDER_ID } from '../../birth-star/machine';
import { ANY_ASTROLOGER, type Person } from '../../../src/domain/astro/api';
import { cardProblem, newIdempotencyKey } from '../../shared/payment';
import { astroActors, isApiFailure, type PayOutcome } from '../actors';
import {
  canPageBack,
  canPageOn,
  freeDays,
  hasNextFreeDay,
  initialSlotPicking,
  isOffered,
  jumpToMonthOfNextFreeDay,
  monthRange,
  nextFreeDayInMonth,
  pageMonth,
  slotsFailed,
  slotsLoaded,
} from '../slot-picking';
import type { BookingContext, BookingEvent, BookingInput } from './context';
import { restoredBooking, type BookingDraftRecord, type BookingStep } from './draft';
import { billingErrors, detailsErrors, emptyBilling, emptyPerson } from '../validation';

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
    idempotencyKey: context.idempotencyKey,
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
    detailsValid: ({ context }) => detailsErrors(context.people, context.email).length === 0,
    billingValid: ({ context }) => billingErrors(context.billing).length === 0,
    /** A payment whose answer was lost keeps its token: paying again resends the same attempt. */
    retryPending: ({ context }) => context.opaqueData !== null,
    restoredTo: ({ context }, params: { step: BookingStep }) =>
      context.restoredStep === params.step &&
      context.acceptedDisclaimer === context.catalog?.disclaimerVersion &&
      (params.step !== 'billing' || context.booking !== null),
    canPageBack: ({ context }) => canPageBack(context),
    canPageOn: ({ context }) => canPageOn(context),
    payConfirmed: ({ event }) =>
      (event as unknown as { output: PayOutcome }).output.status === 'CONFIRMED',
    payUnknown: ({ event }) =>
      (event as unknown as { output: PayOutcome }).output.status === 'PAYMENT_UNKNOWN',
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
      errors: ({ context }) => detailsErrors(context.people, context.email),
    }),
    showBillingErrors: assign({ errors: ({ context }) => billingErrors(context.billing) }),
  },
}).createMachine({
  id: 'astroBooking',
  context: ({ input }) => ({
    ...initialSlotPicking(input.timeZone, input.now),
    now: input.now,
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
    opaqueData: null,
    paymentProblem: null,
    idempotencyKey: newIdempotencyKey(),
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
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => slotsLoaded(context, event.output)),
            },
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
            assign({
              billing: ({ context, event }) => ({ ...context.billing, ...event.values }),
              // Changed details make a new attempt: a new card token under a new key.
              opaqueData: null,
              idempotencyKey: ({ context }) =>
                context.opaqueData === null ? context.idempotencyKey : newIdempotencyKey(),
            }),
            'save',
          ],
        },
        'payment.submit': [
          // Retry after a network error: the same key AND the same token, so the server answers
          // the first attempt's real outcome instead of 422 IDEMPOTENCY_KEY_REUSED.
          { guard: 'retryPending', target: 'paying', actions: 'clearErrors' },
          { guard: 'billingValid', target: 'tokenizing', actions: 'clearErrors' },
          { actions: 'showBillingErrors' },
        ],
      },
    },
    tokenizing: {
      tags: ['busy'],
      invoke: {
        id: 'tokenizeCard',
        src: 'tokenizeCard',
        onDone: { target: 'paying', actions: assign({ opaqueData: ({ event }) => event.output }) },
        onError: {
          target: 'billing',
          actions: assign({ paymentProblem: ({ event }) => cardProblem(event.error) }),
        },
      },
    },
    paying: {
      tags: ['busy'],
      entry: assign({ paymentProblem: null }),
      invoke: {
        id: 'payBooking',
        src: 'payBooking',
        input: ({ context }) => ({
          code: context.booking?.code ?? '',
          email: context.email.trim(),
          billing: context.billing,
          opaqueData: context.opaqueData ?? { dataDescriptor: '', dataValue: '' },
          idempotencyKey: context.idempotencyKey,
        }),
        onDone: [
          {
            guard: 'payConfirmed',
            target: 'confirmed',
            actions: assign({ booking: ({ event }) => event.output.booking, opaqueData: null }),
          },
          {
            guard: 'payUnknown',
            target: 'paymentUnknown',
            actions: assign({ booking: ({ event }) => event.output.booking, opaqueData: null }),
          },
          {
            target: 'billing',
            actions: assign({
              opaqueData: null,
              idempotencyKey: () => newIdempotencyKey(),
              paymentProblem: ({ event }) => ({
                kind: 'declined',
                code: 'PAYMENT_DECLINED',
                message: 'message' in event.output ? event.output.message : '',
              }),
            }),
          },
        ],
        onError: [
          { guard: 'holdLapsed', target: 'holdLapsed', actions: assign({ opaqueData: null }) },
          {
            target: 'billing',
            // The token is kept with the key (retryPending): the retry is the same request.
            actions: assign({
              paymentProblem: ({ event }) => ({
                kind: 'unknown',
                code: isApiFailure(event.error) ? event.error.code : 'NETWORK',
                message: isApiFailure(event.error)
                  ? event.error.message
                  : 'We could not reach the server to confirm your payment. Pay again to retry safely: you will not be charged twice.',
              }),
            }),
          },
        ],
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
            idempotencyKey: () => newIdempotencyKey(),
          }),
        },
      },
    },
    paymentUnknown: { type: 'final', entry: 'clearSaved' },
    confirmed: { type: 'final', entry: 'clearSaved' },
  },
});

export type BookingMachine = typeof bookingMachine;

export type { BookingContext, BookingEvent, BookingInput } from './context';
