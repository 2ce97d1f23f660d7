/**
 * The disclaimer accepted once: on /astro-disclaimer or on the booking's first
 * step. What the tab's store keeps is a booking under way or, when the visitor
 * accepted on /astro-disclaimer before starting, only the version accepted.
 * (No imports: the content page that records it stays light.)
 */
import type { BookingDraftRecord } from './draft';

/** What /astro-disclaimer keeps when the visitor accepts there: only the version accepted. */
export interface DisclaimerAcceptance {
  acceptedDisclaimer: string;
}

/** What the tab's store hands back: a booking under way, or only the disclaimer accepted. */
export type SavedBooking = BookingDraftRecord | DisclaimerAcceptance;

/** The acceptance, kept with a booking already under way if there is one. */
export function withAcceptance(saved: SavedBooking | null, version: string): SavedBooking {
  return saved && 'step' in saved
    ? { ...saved, acceptedDisclaimer: version }
    : { acceptedDisclaimer: version };
}
