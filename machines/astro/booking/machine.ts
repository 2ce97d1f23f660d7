/**
 * Booking an astrology reading: the disclaimer (its version recorded), the
 * reading and astrologer, a time in the visitor's zone (detected, changeable),
 * the birth details, a hold on the time, billing, payment (the one payment
 * machine, through the provider's hosted form) and the confirmation with the
 * booking code and calendar file. A reload returns to the step it was on.
 *
 *   restoring (the tab's kept booking) → loading (the catalog) → resuming
 *     → billing | details | slots (restored, the disclaimer still current)
 *     | reading (disclaimer accepted) | disclaimer;  loading fails → loadFailed
 *   disclaimer —accept→ reading —next (a reading chosen)→ slots
 *   slots: loading ⇄ ready (the calendar) —next (a time chosen)→ details
 *   details —next (details valid)→ holding
 *     → billing | slots (the time was just taken) | loading (the disclaimer
 *       changed) | details (refused, or the server not reached)
 *   billing —payment.submit (valid)→ paying (the payment machine)
 *     → confirmed (final) | underReview (final) | holdLapsed —slots.again→ slots
 *     | billing (the billing refused)
 *   Back moves one step back; the browser's Back and Forward (history.go) too.
 */
import { assertEvent, enqueueActions, sendTo, setup, stopChild } from 'xstate';
import { BIRTH_STAR_FINDER_ID } from '../../birth-star/machine';
import { ASTRO_FIELD_TEXT, astroFieldError } from '../../../domain/astro/astro-text';
import { bookingActions } from './actions';
import { bookingActors, holdRequestOf, paymentRequestOf, slotsQueryOf } from './actors';
import { initialBookingContext, type BookingContext, type BookingInput } from './context';
import type { BookingMachineEvent } from './events';
import { bookingGuards } from './guards';

export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingMachineEvent,
    input: {} as BookingInput,
    children: {} as { payment: 'payment'; birthStarFinder: 'birthStarFinder' },
  },
  actors: bookingActors,
  guards: bookingGuards,
  actions: {
    ...bookingActions,
    /** The finder for one person's birth star, replacing any finder already open. */
    startFinder: enqueueActions(({ context, enqueue, event }) => {
      assertEvent(event, 'birthStar.find');
      enqueue.stopChild(BIRTH_STAR_FINDER_ID);
      enqueue.spawnChild('birthStarFinder', {
        id: BIRTH_STAR_FINDER_ID,
        input: { ...event.input, now: context.clock().getTime() },
      });
    }),
    stopFinder: stopChild(BIRTH_STAR_FINDER_ID),
    /** A billing postal code fixed after a decline goes with the next attempt. */
    sendPaymentRequest: sendTo('payment', ({ context }) => ({
      type: 'payment.request' as const,
      request: paymentRequestOf(context),
    })),
  },
}).createMachine({
  id: 'astroBooking',
  context: ({ input }) => initialBookingContext(input),
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
        // No onError: the store answers null for anything it cannot read.
        onDone: {
          target: 'loading',
          actions: 'restoreDraft',
        },
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCatalog',
        src: 'loadCatalog',
        onDone: { target: 'resuming', actions: 'takeCatalog' },
        onError: { target: 'loadFailed' },
      },
    },
    resuming: {
      always: [
        {
          guard: { type: 'restoredTo', params: { step: 'billing' } },
          target: 'billing',
          actions: 'forgetRestoredStep',
        },
        {
          guard: { type: 'restoredTo', params: { step: 'details' } },
          target: 'details',
          actions: 'forgetRestoredStep',
        },
        {
          guard: { type: 'restoredTo', params: { step: 'slots' } },
          target: 'slots',
          actions: 'forgetRestoredStep',
        },
        { guard: 'disclaimerCurrent', target: 'reading', actions: 'forgetRestoredStep' },
        { target: 'disclaimer', actions: 'forgetRestoredStep' },
      ],
    },
    loadFailed: {
      on: { 'catalog.retry': { target: 'loading' } },
    },
    disclaimer: {
      on: { 'disclaimer.accept': { target: 'reading', actions: 'acceptDisclaimer' } },
    },
    reading: {
      entry: [{ type: 'enterStep', params: 'reading' }, 'save'],
      on: {
        'history.go': { guard: 'readingChosen', target: 'slots', actions: 'clearErrors' },
        'reading.choose': { guard: 'readingChanged', actions: ['chooseReading', 'save'] },
        'astrologer.choose': { guard: 'astrologerChanged', actions: ['chooseAstrologer', 'save'] },
        'wizard.next': [
          { guard: 'readingChosen', target: 'slots', actions: 'clearErrors' },
          {
            actions: {
              type: 'showError',
              params: astroFieldError('readingTypeId', ASTRO_FIELD_TEXT.chooseReading),
            },
          },
        ],
      },
    },
    slots: {
      initial: 'loading',
      entry: [{ type: 'enterStep', params: 'slots' }, 'save'],
      on: {
        'history.go': [
          {
            guard: { type: 'historyGoesTo', params: { step: 'reading' } },
            target: 'reading',
            actions: 'clearErrors',
          },
          { guard: 'slotChosen', target: 'details', actions: 'clearErrors' },
        ],
        'timeZone.change': {
          target: '.loading',
          actions: {
            type: 'changeTimeZone',
            params: ({ event }) => ({ timeZone: event.timeZone }),
          },
        },
        'month.next': {
          guard: 'canPageOn',
          target: '.loading',
          actions: { type: 'pageMonth', params: { months: 1 } },
        },
        'month.previous': {
          guard: 'canPageBack',
          target: '.loading',
          actions: { type: 'pageMonth', params: { months: -1 } },
        },
        'day.nextFree': [
          { guard: 'freeDayLaterInMonth', actions: 'showNextFreeDayInMonth' },
          { guard: 'hasNextFreeDay', target: '.loading', actions: 'jumpToMonthOfNextFreeDay' },
        ],
        'day.choose': {
          guard: { type: 'dayIsFree', params: ({ event }) => ({ date: event.date }) },
          actions: { type: 'showDay', params: ({ event }) => ({ date: event.date }) },
        },
        'wizard.back': { target: 'reading', actions: 'clearErrors' },
      },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadSlots',
            src: 'loadSlots',
            input: ({ context }) => slotsQueryOf(context),
            onDone: [
              {
                // An empty month on the first load: the month of the next free day instead.
                guard: { type: 'movesOn', params: ({ event }) => ({ answer: event.output }) },
                target: 'loading',
                reenter: true,
                actions: { type: 'moveOn', params: ({ event }) => ({ answer: event.output }) },
              },
              {
                target: 'ready',
                actions: { type: 'showSlots', params: ({ event }) => ({ answer: event.output }) },
              },
            ],
            onError: { target: 'ready', actions: 'showSlotsFailed' },
          },
        },
        ready: {
          on: {
            'slot.choose': {
              guard: { type: 'slotOffered', params: ({ event }) => ({ start: event.start }) },
              actions: [
                { type: 'chooseSlot', params: ({ event }) => ({ start: event.start }) },
                'save',
              ],
            },
            'wizard.next': [
              { guard: 'slotChosen', target: '#astroBooking.details', actions: 'clearErrors' },
              {
                actions: {
                  type: 'showError',
                  params: astroFieldError('slot', ASTRO_FIELD_TEXT.chooseTime),
                },
              },
            ],
          },
        },
      },
    },
    details: {
      entry: [{ type: 'enterStep', params: 'details' }, 'save'],
      exit: 'stopFinder',
      on: {
        'history.go': [
          {
            guard: { type: 'historyGoesTo', params: { step: 'reading' } },
            target: 'reading',
            actions: 'clearErrors',
          },
          {
            guard: { type: 'historyGoesTo', params: { step: 'slots' } },
            target: 'slots',
            actions: 'clearErrors',
          },
        ],
        'birthStar.find': { actions: 'startFinder' },
        'xstate.done.actor.birthStarFinder': { actions: 'takeBirthStar' },
        'person.update': { actions: ['updatePerson', 'save'] },
        'email.update': { actions: ['updateEmail', 'save'] },
        'question.update': { actions: ['updateQuestion', 'save'] },
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
        input: ({ context }) => holdRequestOf(context),
        onDone: { target: 'billing', actions: 'takeHold' },
        onError: [
          {
            // The disclaimer changed meanwhile: load it afresh and ask again.
            guard: { type: 'holdRefused', params: { code: 'DISCLAIMER_OUTDATED' } },
            target: 'loading',
            actions: 'askDisclaimerAgain',
          },
          {
            guard: { type: 'holdRefused', params: { code: 'SLOT_TAKEN' } },
            target: 'slots',
            actions: 'releaseTakenSlot',
          },
          { target: 'details', actions: 'showHoldFailure' },
        ],
      },
    },
    billing: {
      entry: [{ type: 'enterStep', params: 'billing' }, 'save'],
      on: {
        'billing.update': { actions: ['updateBilling', 'save'] },
        'payment.submit': [
          { guard: 'billingValid', target: 'paying', actions: 'clearErrors' },
          { actions: 'showBillingErrors' },
        ],
      },
    },
    paying: {
      entry: 'resetPaymentProgress',
      invoke: {
        id: 'payment',
        src: 'payment',
        input: ({ context }) => ({
          request: paymentRequestOf(context),
          reference: context.booking?.code ?? null,
        }),
        onDone: [
          {
            guard: { type: 'paymentEndedWith', params: { status: 'PAID' } },
            target: 'confirmed',
            actions: { type: 'recordPayment', params: { status: 'CONFIRMED' } },
          },
          {
            // Held for review: the time stays reserved; the server settles it and emails.
            guard: { type: 'paymentEndedWith', params: { status: 'UNDER_REVIEW' } },
            target: 'underReview',
            actions: { type: 'recordPayment', params: { status: 'HELD' } },
          },
          {
            guard: { type: 'paymentRefusedWith', params: { code: 'HOLD_EXPIRED' } },
            target: 'holdLapsed',
          },
          // The server refused the billing details: back to them, nothing was charged.
          { target: 'billing', actions: 'showPaymentRefusal' },
        ],
      },
      on: {
        'payment.progress': { actions: 'trackPaymentProgress' },
        // The billing postal code fixed after a decline: the one billing field, sent with the next attempt.
        'billing.update': { actions: ['updateBilling', 'save', 'sendPaymentRequest'] },
        // Leaving is refused while a payment is being made or confirmed.
        'wizard.back': { guard: 'paymentSettled', target: 'billing' },
      },
    },
    holdLapsed: {
      on: { 'slots.again': { target: 'slots', actions: 'forgetLapsedHold' } },
    },
    underReview: { type: 'final', entry: 'clearSaved' },
    confirmed: { type: 'final', entry: 'clearSaved' },
  },
});

export type BookingMachine = typeof bookingMachine;
