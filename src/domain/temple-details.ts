/**
 * The temple's own details, in one place: stored by the server, edited in the
 * staff console, read by the footer, confirmation pages, emails and the
 * printable form (GET TEMPLE_DETAILS_PATH). Until the temple fills them, the
 * seed's values are samples and `isSample` is true. No zod here: pages import
 * this in their first-load bundle (the console's edit schema is in
 * staff/temple-details-input.ts).
 */
export interface TempleDetails {
  centreName: string;
  /** One line per entry. */
  postalAddress: string[];
  phone: string;
  email: string;
  mailInInstructions: string;
  copyrightHolder: string;
  isSample: boolean;
}

export { TEMPLE_DETAILS_PATH } from './constants';
