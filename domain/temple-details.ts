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

const TEXT_FIELDS = [
  'centreName',
  'phone',
  'email',
  'mailInInstructions',
  'copyrightHolder',
] as const;

/** The details when `value` has every field as the API sends it, else null (no half-drawn footer). */
export function asTempleDetails(value: unknown): TempleDetails | null {
  return isTempleDetails(value) ? value : null;
}

function isTempleDetails(value: unknown): value is TempleDetails {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const textOk = TEXT_FIELDS.every((field) => typeof record[field] === 'string');
  const address = record.postalAddress;
  const addressOk = Array.isArray(address) && address.every((line) => typeof line === 'string');
  return textOk && addressOk && typeof record.isSample === 'boolean';
}
