/** What the reschedule machine is sent: the visitor's events, and its actors' answers. */
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { BookingView, SlotsResponse } from '../../../src/domain/astro/api';
import type { SlotPickingEvent } from '../slot-picking-setup';

/** What the page sends. */
export type RescheduleEvent =
  | { type: 'find.update'; code?: string; email?: string }
  | { type: 'find.submit' }
  | { type: 'reschedule.start' }
  | SlotPickingEvent
  | { type: 'reason.update'; reason: string }
  | { type: 'reschedule.confirm' }
  | { type: 'cancel.start' }
  | { type: 'cancel.confirm' }
  | { type: 'wizard.back' };

/** The invoked actors' answers, which the named actions read with assertEvent. */
export type RescheduleActorEvent =
  | DoneActorEvent<BookingView, 'lookupBooking'>
  | ErrorActorEvent<unknown, 'lookupBooking'>
  | DoneActorEvent<SlotsResponse, 'loadSlots'>
  | ErrorActorEvent<unknown, 'loadSlots'>
  | DoneActorEvent<BookingView, 'moveBooking'>
  | ErrorActorEvent<unknown, 'moveBooking'>
  | DoneActorEvent<BookingView, 'cancelBooking'>
  | ErrorActorEvent<unknown, 'cancelBooking'>;

export type RescheduleMachineEvent = RescheduleEvent | RescheduleActorEvent;
