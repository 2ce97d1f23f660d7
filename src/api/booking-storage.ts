/**
 * The browser's store for the astrology booking: this tab's sessionStorage
 * (booking-tab-store.ts), so the disclaimer accepted on /astro-disclaimer or
 * /astro-start carries into the booking (never asked twice) and a reload keeps
 * the chosen time while its hold lasts. Cleared once the booking is confirmed.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { BookingStoreEvent, SavedBooking } from '../../machines/astro/booking';
import { readSavedBooking, writeSavedBooking } from './booking-tab-store';

export const browserBookingStore = {
  loadBookingDraft: fromPromise<SavedBooking | null, void>(async () => readSavedBooking()),
  bookingStore: fromCallback<BookingStoreEvent, void>(({ receive }) => {
    receive((event) => writeSavedBooking(event.type === 'clear' ? null : event.draft));
  }),
};
