/**
 * What a booking keeps while the visitor is on it (one browser tab): the
 * disclaimer accepted, the reading, astrologer and time, the details and, while
 * it lasts, the hold. A reload restores it; a confirmed booking clears it.
 */
import type { ANY_ASTROLOGER, BookingView, Billing, Person } from '../../../domain/astro/api';
import { firstOfMonth } from '../slot-picking';

export type BookingStep = 'reading' | 'slots' | 'details' | 'billing';

export interface BookingDraftRecord {
  step: BookingStep;
  acceptedDisclaimer: string | null;
  readingTypeId: number | null;
  astrologerId: number | typeof ANY_ASTROLOGER;
  selectedStart: string | null;
  visitorTimeZone: string;
  monthStart: string;
  selectedDay: string | null;
  question: string;
  people: Person[];
  email: string;
  billing: Billing;
  booking: BookingView | null;
  holdKey: string;
}

/** What /astro-disclaimer keeps when the visitor accepts there: only the version accepted. */
export interface DisclaimerAcceptance {
  acceptedDisclaimer: string;
}

/** What the tab's store hands back: a booking under way, or only the disclaimer accepted. */
export type SavedBooking = BookingDraftRecord | DisclaimerAcceptance;

export type BookingStoreEvent = { type: 'save'; draft: BookingDraftRecord } | { type: 'clear' };

/**
 * The restored draft, without a hold that has lapsed (its time must be held again)
 * and never showing a month before the visitor's today.
 */
export function restoredBooking(saved: SavedBooking | null, now: number, today: string) {
  if (!saved) return {};
  // Accepted on /astro-disclaimer: the booking starts on the reading, not asking again.
  if (!('step' in saved)) return { acceptedDisclaimer: saved.acceptedDisclaimer };
  const draft = saved;
  const { step, ...rest } = draft;
  const thisMonth = firstOfMonth(today);
  const holdLasts =
    draft.booking?.holdExpiresAt !== null &&
    draft.booking?.holdExpiresAt !== undefined &&
    Date.parse(draft.booking.holdExpiresAt) > now;
  return {
    ...rest,
    monthStart: rest.monthStart > thisMonth ? rest.monthStart : thisMonth,
    booking: holdLasts ? draft.booking : null,
    restoredStep: step === 'billing' && !holdLasts ? ('details' as const) : step,
  };
}
