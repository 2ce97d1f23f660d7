/**
 * Rescheduling a reading: find it by code and email (or open the emailed
 * link with its token), see it with the policy's verdict, pick a new time in
 * the visitor's zone and move it; or cancel it (up to 24 hours before, with
 * the payment returned).
 *
 *   start → lookingUp (an emailed link) | find
 *   find —find.submit (code and email valid)→ lookingUp
 *   lookingUp → review | find (not found, or the server not reached)
 *   review —reschedule.start (allowed)→ slots
 *     slots: loading ⇄ ready (the calendar: zone, months, days, a time)
 *     —reschedule.confirm (a time chosen)→ moving
 *       → moved (final) | slots (the time was just taken) | review (refused)
 *   review —cancel.start (allowed)→ confirmCancel —cancel.confirm→ cancelling
 *     → cancelled (final) | review (refused)
 */
import { assertEvent, assign, setup } from 'xstate';
import { normalizeBookingCode } from '../../../domain/astro/api';
import { ASTRO_TEXT, astroFieldError } from '../../../domain/astro/astro-text';
import type { FieldError } from '../../../domain/api-error';
import { failureMessage, isApiFailure } from '../actors';
import { monthRange } from '../slot-picking';
import { slotPickingActions, slotPickingGuards } from '../slot-picking-setup';
import { rescheduleActors } from './actors';
import {
  findErrors,
  initialRescheduleContext,
  type RescheduleContext,
  type RescheduleInput,
} from './context';
import type { RescheduleMachineEvent } from './events';

export const rescheduleMachine = setup({
  types: {
    context: {} as RescheduleContext,
    events: {} as RescheduleMachineEvent,
    input: {} as RescheduleInput,
  },
  actors: rescheduleActors,
  guards: {
    ...slotPickingGuards,
    hasLink: ({ context }) => context.code !== '' && context.token !== '',
    findValid: ({ context }) => findErrors(context).length === 0,
    mayReschedule: ({ context }) => context.booking?.reschedule.ok === true,
    mayCancel: ({ context }) => context.booking?.cancel.ok === true,
    /** The server refused the move with this code. */
    moveRefused: ({ event }, params: { code: string }) => {
      assertEvent(event, 'xstate.error.actor.moveBooking');
      return isApiFailure(event.error) && event.error.code === params.code;
    },
  },
  actions: {
    ...slotPickingActions<RescheduleContext, RescheduleMachineEvent>(),
    updateFind: assign(({ context, event }) => {
      assertEvent(event, 'find.update');
      // Typing over the link's code starts a search by email.
      return { code: event.code ?? context.code, email: event.email ?? context.email, token: '' };
    }),
    showFindErrors: assign({ errors: ({ context }) => findErrors(context) }),
    clearMessages: assign({ errors: [], notice: null }),
    clearNotice: assign({ notice: null }),
    showError: assign((_, params: FieldError) => ({ errors: [params] })),
    /** A move or cancellation refused, or the server not reached: why, on the booking. */
    showFailure: assign(({ event }) => {
      assertEvent(event, ['xstate.error.actor.moveBooking', 'xstate.error.actor.cancelBooking']);
      return { notice: failureMessage(event.error) };
    }),
    /** The link did not find the booking: the visitor is asked for the code and email. */
    forgetLink: assign(({ event }) => {
      assertEvent(event, 'xstate.error.actor.lookupBooking');
      return { token: '', notice: failureMessage(event.error) };
    }),
    showBooking: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.lookupBooking');
      return {
        booking: event.output,
        code: event.output.code,
        visitorTimeZone: context.visitorTimeZone || event.output.visitorTimeZone,
      };
    }),
    /** The booking as the server now has it (moved, or cancelled). */
    keepBooking: assign(({ event }) => {
      assertEvent(event, ['xstate.done.actor.moveBooking', 'xstate.done.actor.cancelBooking']);
      return { booking: event.output };
    }),
    updateReason: assign(({ event }) => {
      assertEvent(event, 'reason.update');
      return { reason: event.reason };
    }),
    leaveSlots: assign({ errors: [], selectedStart: null, notice: null }),
    releaseTakenSlot: assign(({ event }) => {
      assertEvent(event, 'xstate.error.actor.moveBooking');
      return { selectedStart: null, notice: failureMessage(event.error) };
    }),
  },
}).createMachine({
  id: 'astroReschedule',
  context: ({ input }) => initialRescheduleContext(input),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasLink', target: 'lookingUp' }, { target: 'find' }],
    },
    find: {
      on: {
        'find.update': { actions: 'updateFind' },
        'find.submit': [
          { guard: 'findValid', target: 'lookingUp', actions: 'clearMessages' },
          { actions: 'showFindErrors' },
        ],
      },
    },
    lookingUp: {
      tags: ['busy'],
      invoke: {
        id: 'lookupBooking',
        src: 'lookupBooking',
        input: ({ context }) => ({
          code: normalizeBookingCode(context.code),
          email: context.email.trim(),
          token: context.token,
        }),
        onDone: { target: 'review', actions: 'showBooking' },
        onError: { target: 'find', actions: 'forgetLink' },
      },
    },
    review: {
      on: {
        'cancel.start': { guard: 'mayCancel', target: 'confirmCancel', actions: 'clearNotice' },
        'reschedule.start': { guard: 'mayReschedule', target: 'slots', actions: 'clearNotice' },
      },
    },
    slots: {
      initial: 'loading',
      on: {
        'reason.update': { actions: 'updateReason' },
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
        'wizard.back': { target: 'review', actions: 'leaveSlots' },
      },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadSlots',
            src: 'loadSlots',
            input: ({ context }) => ({
              readingTypeId: context.booking?.readingType.id ?? 0,
              astrologerId: context.booking?.astrologer.id ?? 0,
              timeZone: context.visitorTimeZone,
              ...monthRange(context),
            }),
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
              actions: { type: 'chooseSlot', params: ({ event }) => ({ start: event.start }) },
            },
            'reschedule.confirm': [
              { guard: 'slotChosen', target: '#astroReschedule.moving' },
              {
                actions: {
                  type: 'showError',
                  params: astroFieldError('slot', ASTRO_TEXT.chooseNewTime),
                },
              },
            ],
          },
        },
      },
    },
    moving: {
      tags: ['busy'],
      invoke: {
        id: 'moveBooking',
        src: 'moveBooking',
        input: ({ context }) => ({
          code: context.code,
          email: context.email.trim(),
          token: context.token,
          start: context.selectedStart ?? '',
          visitorTimeZone: context.visitorTimeZone,
          reason: context.reason.trim(),
        }),
        onDone: { target: 'moved', actions: 'keepBooking' },
        onError: [
          {
            guard: { type: 'moveRefused', params: { code: 'SLOT_TAKEN' } },
            target: 'slots',
            actions: 'releaseTakenSlot',
          },
          { target: 'review', actions: 'showFailure' },
        ],
      },
    },
    moved: { type: 'final' },
    confirmCancel: {
      on: {
        'cancel.confirm': { target: 'cancelling' },
        'reason.update': { actions: 'updateReason' },
        'wizard.back': { target: 'review' },
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancelBooking',
        src: 'cancelBooking',
        input: ({ context }) => ({
          code: context.code,
          email: context.email.trim(),
          token: context.token,
          reason: context.reason.trim(),
        }),
        onDone: { target: 'cancelled', actions: 'keepBooking' },
        onError: { target: 'review', actions: 'showFailure' },
      },
    },
    cancelled: { type: 'final' },
  },
});

export type RescheduleMachine = typeof rescheduleMachine;
