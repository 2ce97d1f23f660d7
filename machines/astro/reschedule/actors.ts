/** The reschedule's actor slots: the browser provides them (src/api/astro-actors.ts), tests fakes. */
import { fromPromise } from 'xstate';
import type { BookingView } from '../../../domain/astro/api';
import {
  loadSlots,
  notProvided,
  type CancelInput,
  type LookupInput,
  type MoveInput,
} from '../actors';

export const rescheduleActors = {
  lookupBooking: fromPromise<BookingView, LookupInput>(notProvided('lookupBooking')),
  loadSlots,
  moveBooking: fromPromise<BookingView, MoveInput>(notProvided('moveBooking')),
  cancelBooking: fromPromise<BookingView, CancelInput>(notProvided('cancelBooking')),
};
