/**
 * The browser's store for the astrology booking: this tab's sessionStorage,
 * so the disclaimer accepted on /astro-start carries into /astro-schedule and
 * a reload keeps the chosen time while its hold lasts. Cleared once the
 * booking is confirmed.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { BookingDraftRecord, BookingStoreEvent } from '../../machines/astro/booking';

const KEY = 'astro-booking:v1';

function tabStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export const browserBookingStore = {
  loadBookingDraft: fromPromise<BookingDraftRecord | null, void>(async () => {
    try {
      const text = tabStorage()?.getItem(KEY);
      return text ? (JSON.parse(text) as BookingDraftRecord) : null;
    } catch {
      return null;
    }
  }),
  bookingStore: fromCallback<BookingStoreEvent, void>(({ receive }) => {
    receive((event) => {
      try {
        if (event.type === 'clear') tabStorage()?.removeItem(KEY);
        else tabStorage()?.setItem(KEY, JSON.stringify(event.draft));
      } catch {
        // Storage blocked: the booking still works, only a reload starts it again.
      }
    });
  }),
};
