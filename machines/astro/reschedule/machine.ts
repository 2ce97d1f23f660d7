/**
 * Rescheduling a reading: find it by code and email (or open the emailed link
 * with its token), see it with the policy's verdict, pick a new slot in the
 * visitor's zone, move it, and get the updated calendar file; or cancel it
 * (up to 24 hours before, with the payment returned).
 */
import { assign, setup } from 'xstate';
import {
  BOOKING_CODE_PATTERN,
  emailSchema,
  normalizeBookingCode,
} from '../../../src/domain/astro/api';
import type { FieldError } from '../../../src/domain/api-error';
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
import type { RescheduleContext, RescheduleEvent, RescheduleInput } from './context';

function findErrors(context: RescheduleContext): FieldError[] {
  const errors: FieldError[] = [];
  if (!BOOKING_CODE_PATTERN.test(normalizeBookingCode(context.code))) {
    errors.push({ path: 'code', message: 'Enter the 8-character booking code from your email' });
  }
  if (!context.token && !emailSchema.safeParse(context.email).success) {
    errors.push({ path: 'email', message: 'Enter the email address used for the booking' });
  }
  return errors;
}

const failureMessage = (error: unknown) =>
  isApiFailure(error)
    ? error.message
    : 'We could not reach the server. Check your connection and try again.';

export const rescheduleMachine = setup({
  types: {
    context: {} as RescheduleContext,
    events: {} as RescheduleEvent,
    input: {} as RescheduleInput,
  },
  actors: {
    cancelBooking: astroActors.cancelBooking,
    lookupBooking: astroActors.lookupBooking,
    loadSlots: astroActors.loadSlots,
    moveBooking: astroActors.moveBooking,
  },
  guards: {
    hasLink: ({ context }) => context.code !== '' && context.token !== '',
    findValid: ({ context }) => findErrors(context).length === 0,
    mayReschedule: ({ context }) => context.booking?.reschedule.ok === true,
    mayCancel: ({ context }) => context.booking?.cancel.ok === true,
    slotChosen: ({ context }) => context.selectedStart !== null,
    canPageBack: ({ context }) => canPageBack(context),
    canPageOn: ({ context }) => canPageOn(context),
    slotTaken: ({ event }) =>
      isApiFailure((event as { error?: unknown }).error) &&
      (event as unknown as { error: { code: string } }).error.code === 'SLOT_TAKEN',
  },
}).createMachine({
  id: 'astroReschedule',
  context: ({ input }) => ({
    ...initialSlotPicking(input.timeZone, input.clock().getTime()),
    code: input.code ?? '',
    email: input.email ?? '',
    token: input.token ?? '',
    booking: null,
    reason: '',
    errors: [],
    notice: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasLink', target: 'lookingUp' }, { target: 'find' }],
    },
    find: {
      on: {
        'find.update': {
          actions: assign({
            code: ({ context, event }) => event.code ?? context.code,
            email: ({ context, event }) => event.email ?? context.email,
            token: '',
          }),
        },
        'find.submit': [
          {
            guard: 'findValid',
            target: 'lookingUp',
            actions: assign({ errors: [], notice: null }),
          },
          { actions: assign({ errors: ({ context }) => findErrors(context) }) },
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
        onDone: {
          target: 'review',
          actions: assign({
            booking: ({ event }) => event.output,
            code: ({ event }) => event.output.code,
            visitorTimeZone: ({ context, event }) =>
              context.visitorTimeZone || event.output.visitorTimeZone,
          }),
        },
        onError: {
          target: 'find',
          actions: assign({ token: '', notice: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    review: {
      on: {
        'cancel.start': {
          guard: 'mayCancel',
          target: 'confirmCancel',
          actions: assign({ notice: null }),
        },
        'reschedule.start': {
          guard: 'mayReschedule',
          target: 'slots',
          actions: assign({ notice: null }),
        },
      },
    },
    slots: {
      initial: 'loading',
      on: {
        'reason.update': { actions: assign({ reason: ({ event }) => event.reason }) },
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
        'wizard.back': {
          target: 'review',
          actions: assign({ errors: [], selectedStart: null, notice: null }),
        },
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
              actions: assign({
                selectedStart: ({ event }) => event.start,
                errors: [],
                notice: null,
              }),
            },
            'reschedule.confirm': [
              { guard: 'slotChosen', target: '#astroReschedule.moving' },
              { actions: assign({ errors: [{ path: 'slot', message: 'Choose a new time' }] }) },
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
        onDone: { target: 'moved', actions: assign({ booking: ({ event }) => event.output }) },
        onError: [
          {
            guard: 'slotTaken',
            target: 'slots',
            actions: assign({
              selectedStart: null,
              notice: ({ event }) => failureMessage(event.error),
            }),
          },
          {
            target: 'review',
            actions: assign({ notice: ({ event }) => failureMessage(event.error) }),
          },
        ],
      },
    },
    moved: { type: 'final' },
    confirmCancel: {
      on: {
        'cancel.confirm': 'cancelling',
        'reason.update': { actions: assign({ reason: ({ event }) => event.reason }) },
        'wizard.back': 'review',
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
        onDone: { target: 'cancelled', actions: assign({ booking: ({ event }) => event.output }) },
        onError: {
          target: 'review',
          actions: assign({ notice: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
    cancelled: { type: 'final' },
  },
});

export type RescheduleMachine = typeof rescheduleMachine;

export type { RescheduleContext, RescheduleEvent, RescheduleInput } from './context';
