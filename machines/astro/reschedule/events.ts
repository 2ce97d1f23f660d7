/** What the reschedule machine is sent: the visitor's events, and its actors' answers. */
import type { BookingView, SlotsResponse } from '../../../domain/astro/api';
import type { InvokeResultEvent } from '../../shared/invoked-actor';
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
  | InvokeResultEvent<BookingView, 'lookupBooking'>
  | InvokeResultEvent<SlotsResponse, 'loadSlots'>
  | InvokeResultEvent<BookingView, 'moveBooking'>
  | InvokeResultEvent<BookingView, 'cancelBooking'>;

export type RescheduleMachineEvent = RescheduleEvent | RescheduleActorEvent;
