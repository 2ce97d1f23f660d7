/**
 * The blanks of the printable order form. Each person row carries every
 * field of the order line item (spec section 3) that a person fills in; the
 * keys are the line item's own field names so the temple can key a mailed
 * form into the same order record.
 * The labels are messages, translated where the blank is drawn.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface Blank {
  key: string;
  label: MessageDescriptor;
  /** Hint shown under the label, e.g. the date format. */
  hint?: MessageDescriptor;
  /** Wider blanks take a whole row on paper. */
  wide?: boolean;
}

/**
 * How a date is written on the form: the day, the month in words and the
 * year, in that order in every language, so that no one reads it the other
 * way round (the temple keys it into the API's format).
 */
const DATE_FORMAT = msg({
  message: 'e.g. 27 March 1985',
  comment: 'how to write a date on the paper form, in this order: day, month name, year',
});

export const PERSON_BLANKS: readonly Blank[] = [
  { key: 'firstName', label: msg`First name` },
  { key: 'lastName', label: msg`Last name` },
  { key: 'birthStar', label: msg`Birth star (nakshatra)` },
  { key: 'birthDate', label: msg`Birth date`, hint: DATE_FORMAT },
  { key: 'birthPlace', label: msg`Birth place`, hint: msg`Town, country`, wide: true },
];

export const PUJA_BLANKS: readonly Blank[] = [
  {
    key: 'puja',
    label: msg({ message: 'Puja', comment: 'the puja chosen for the person' }),
    wide: true,
  },
  { key: 'requestedPujaDate', label: msg`Requested puja date`, hint: DATE_FORMAT },
  { key: 'cost', label: msg`Amount (USD)` },
  {
    key: 'customerNotes',
    label: msg({ message: 'Notes', comment: "the person's notes for the priest" }),
    wide: true,
  },
];

export const PASSING_BLANKS: readonly Blank[] = [
  { key: 'starOnTheDayOfPassing', label: msg`Star on the day of passing` },
  { key: 'dateOfPassing', label: msg`Date of passing`, hint: DATE_FORMAT },
  { key: 'placeOfPassing', label: msg`Place of passing`, wide: true },
];

export const ADDRESS_BLANKS: readonly Blank[] = [
  { key: 'firstName', label: msg`First name` },
  { key: 'lastName', label: msg`Last name` },
  { key: 'address1', label: msg`Address line 1`, wide: true },
  { key: 'address2', label: msg`Address line 2`, wide: true },
  { key: 'city', label: msg`Town or city` },
  { key: 'state', label: msg`State or province` },
  { key: 'postalCode', label: msg`Postal code` },
  { key: 'country', label: msg`Country` },
  { key: 'email', label: msg`Email` },
  { key: 'phone', label: msg`Telephone` },
];
