/** The card inputs' ids, and reading them at the moment of paying (they go to Accept.js only). */
import type { AcceptCardData } from '../../domain/accept-js';

export const CARD_IDS = {
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
    fullName: read(CARD_IDS.fullName).trim(),
    cardNumber: read(CARD_IDS.cardNumber),
    month: read(CARD_IDS.month).trim(),
    year: read(CARD_IDS.year).trim(),
    cardCode: read(CARD_IDS.cardCode).trim(),
    zip: read(CARD_IDS.zip).trim(),
  };
}
