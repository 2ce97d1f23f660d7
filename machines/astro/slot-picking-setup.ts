/**
 * The calendar's part of both astrology machines' setup(): the events it
 * takes, and its named guards and actions over slot-picking.ts. Each machine
 * spells out its own `slots` state with these names (so that its chart draws
 * whole). What an event carries reaches them as parameters: written once for
 * two machines, they cannot narrow either machine's events with assertEvent.
 */
import { assign, type EventObject } from 'xstate';
import type { FieldError } from '../../domain/api-error';
import type { MessageText } from '../../domain/message-text';
import {
  canPageBack,
  canPageOn,
  freeDays,
  hasNextFreeDay,
  isOffered,
  jumpToMonthOfNextFreeDay,
  moveOnFrom,
  movesOnFrom,
  nextFreeDayInMonth,
  pageMonth,
  slotsFailed,
  slotsLoaded,
  type SlotPicking,
  type SlotsAnswer,
} from './slot-picking';

/** What the visitor does on the calendar, in either flow. */
export type SlotPickingEvent =
  | { type: 'timeZone.change'; timeZone: string }
  | { type: 'month.next' }
  | { type: 'month.previous' }
  | { type: 'day.choose'; date: string }
  | { type: 'day.nextFree' }
  | { type: 'slot.choose'; start: string };

/** A flow's context that holds a calendar: the calendar, and the step's errors and notice. */
export interface SlotPickingStep extends SlotPicking {
  errors: FieldError[];
  notice: MessageText | null;
}

export const slotPickingGuards = {
  canPageBack: ({ context }: { context: SlotPicking }) => canPageBack(context),
  canPageOn: ({ context }: { context: SlotPicking }) => canPageOn(context),
  /** A later day of the month shown has a free time. */
  freeDayLaterInMonth: ({ context }: { context: SlotPicking }) =>
    nextFreeDayInMonth(context) !== null,
  hasNextFreeDay: ({ context }: { context: SlotPicking }) => hasNextFreeDay(context),
  dayIsFree: ({ context }: { context: SlotPicking }, params: { date: string }) =>
    freeDays(context).has(params.date),
  slotOffered: ({ context }: { context: SlotPicking }, params: { start: string }) =>
    isOffered(context, params.start),
  slotChosen: ({ context }: { context: SlotPicking }) => context.selectedStart !== null,
  /** An empty month while seeking: the month of the next free day is asked for instead. */
  movesOn: ({ context }: { context: SlotPicking }, params: { answer: SlotsAnswer }) =>
    movesOnFrom(context, params.answer),
};

/**
 * The calendar's actions, typed for one machine's context and events (both
 * setup()s spread them into their own actions).
 */
export function slotPickingActions<TContext extends SlotPickingStep, TEvent extends EventObject>() {
  const changed = (context: TContext, changes: Partial<SlotPickingStep>): TContext => ({
    ...context,
    ...changes,
  });
  return {
    changeTimeZone: assign<TContext, TEvent, { timeZone: string }, TEvent, never>(
      ({ context }, params) => changed(context, { visitorTimeZone: params.timeZone }),
    ),
    pageMonth: assign<TContext, TEvent, { months: number }, TEvent, never>(({ context }, params) =>
      changed(context, pageMonth(context, params.months)),
    ),
    showNextFreeDayInMonth: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) =>
      changed(context, { selectedDay: nextFreeDayInMonth(context) }),
    ),
    jumpToMonthOfNextFreeDay: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) =>
      changed(context, jumpToMonthOfNextFreeDay(context)),
    ),
    showDay: assign<TContext, TEvent, { date: string }, TEvent, never>(({ context }, params) =>
      changed(context, { selectedDay: params.date }),
    ),
    /** The empty month's answer is kept while the month of its next free day loads. */
    moveOn: assign<TContext, TEvent, { answer: SlotsAnswer }, TEvent, never>(
      ({ context }, params) => changed(context, moveOnFrom(context, params.answer)),
    ),
    showSlots: assign<TContext, TEvent, { answer: SlotsAnswer }, TEvent, never>(
      ({ context }, params) => changed(context, slotsLoaded(context, params.answer)),
    ),
    showSlotsFailed: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) =>
      changed(context, slotsFailed()),
    ),
    chooseSlot: assign<TContext, TEvent, { start: string }, TEvent, never>(({ context }, params) =>
      changed(context, { selectedStart: params.start, errors: [], notice: null }),
    ),
  };
}
