/**
 * The disclaimer accepted once: on /astro-disclaimer or on the booking's first
 * step. What the tab's store keeps is a booking under way or, when the visitor
 * accepted on /astro-disclaimer before starting, only the version accepted.
 * (Type imports only: the content page that records it stays light.)
 */
import type { SavedBooking } from './draft';

/** The acceptance, kept with a booking already under way if there is one. */
export function withAcceptance(saved: SavedBooking | null, version: string): SavedBooking {
  return saved && 'step' in saved
    ? { ...saved, acceptedDisclaimer: version }
    : { acceptedDisclaimer: version };
}
