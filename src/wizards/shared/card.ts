/** Reads the card fields at the moment of paying; they go to Accept.js only. */
import type { AcceptCardData } from '../../domain/accept-js';

export const CARD_FIELD_IDS = {
  fullName: 'card-name',
  cardNumber: 'card-number',
  month: 'card-month',
  year: 'card-year',
  cardCode: 'card-code',
  zip: 'card-zip',
} as const;

export function readCardFields(doc: Document = document): AcceptCardData {
  const read = (id: string) => (doc.getElementById(id) as HTMLInputElement | null)?.value ?? '';
  return {
    fullName: read(CARD_FIELD_IDS.fullName).trim(),
    cardNumber: read(CARD_FIELD_IDS.cardNumber),
    month: read(CARD_FIELD_IDS.month).trim(),
    year: read(CARD_FIELD_IDS.year).trim(),
    cardCode: read(CARD_FIELD_IDS.cardCode).trim(),
    zip: read(CARD_FIELD_IDS.zip).trim(),
  };
}
