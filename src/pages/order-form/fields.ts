/**
 * The blanks of the printable order form. Each person row carries every
 * field of the order line item (spec section 3) that a person fills in; the
 * keys are the line item's own field names so the temple can key a mailed
 * form into the same order record.
 */
export interface Blank {
  key: string;
  label: string;
  /** Hint shown under the label, e.g. the date format. */
  hint?: string;
  /** Wider blanks take a whole row on paper. */
  wide?: boolean;
}

export const PERSON_BLANKS: readonly Blank[] = [
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'birthStar', label: 'Birth star (nakshatra)' },
  { key: 'birthDate', label: 'Birth date', hint: 'MM/DD/YYYY' },
  { key: 'birthPlace', label: 'Birth place', hint: 'Town, country', wide: true },
];

export const PUJA_BLANKS: readonly Blank[] = [
  { key: 'puja', label: 'Puja', wide: true },
  { key: 'requestedPujaDate', label: 'Requested puja date', hint: 'MM/DD/YYYY' },
  { key: 'cost', label: 'Amount (USD)' },
  { key: 'customerNotes', label: 'Notes', wide: true },
];

export const PASSING_BLANKS: readonly Blank[] = [
  { key: 'starOnTheDayOfPassing', label: 'Star on the day of passing' },
  { key: 'dateOfPassing', label: 'Date of passing', hint: 'MM/DD/YYYY' },
  { key: 'placeOfPassing', label: 'Place of passing', wide: true },
];

export const ADDRESS_BLANKS: readonly Blank[] = [
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'address1', label: 'Address line 1', wide: true },
  { key: 'address2', label: 'Address line 2', wide: true },
  { key: 'city', label: 'Town or city' },
  { key: 'state', label: 'State or province' },
  { key: 'postalCode', label: 'Postal code' },
  { key: 'country', label: 'Country' },
  { key: 'email', label: 'Email' },
  { key: 'phone', label: 'Telephone' },
];
