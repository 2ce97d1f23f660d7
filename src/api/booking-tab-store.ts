/**
 * This tab's record of the astrology booking (sessionStorage): read and written
 * by the booking machine's store actor (booking-storage.ts) and by "I accept"
 * on /astro-disclaimer, so the disclaimer is accepted once. No xstate here:
 * the content page that records the acceptance stays light.
 */
import { withAcceptance } from '../../machines/astro/booking/acceptance';
import type { SavedBooking } from '../../machines/astro/booking/draft';
import { browserStorage } from './browser-storage';

const KEY = 'astro-booking:v1';

const tabStorage = () => browserStorage('sessionStorage');

export function readSavedBooking(): SavedBooking | null {
  try {
    const text = tabStorage()?.getItem(KEY);
    const saved = text ? (JSON.parse(text) as unknown) : null;
    return saved && typeof saved === 'object' && 'acceptedDisclaimer' in saved
      ? (saved as SavedBooking)
      : null;
  } catch {
    return null;
  }
}

export function writeSavedBooking(saved: SavedBooking | null): void {
  try {
    if (saved) tabStorage()?.setItem(KEY, JSON.stringify(saved));
    else tabStorage()?.removeItem(KEY);
  } catch {
    // Storage blocked: the booking still works, only a reload starts it again.
  }
}

/** "I accept" on /astro-disclaimer: the booking on /astro-start begins past the disclaimer. */
export function acceptDisclaimer(version: string): void {
  writeSavedBooking(withAcceptance(readSavedBooking(), version));
}
