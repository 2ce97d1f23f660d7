/**
 * The astrology flows' messages, as descriptors with explicit ids
 * (domain/message-text.ts, decision 0148): the request schemas' words
 * (./api.ts), the machines' own checks and notices. The booking and
 * rescheduling pages show them in the visitor's language; the API's answers
 * stay English.
 */
import type { FieldError } from '../api-error';
import { issueText, type SchemaIssue } from '../issue-text';
import { english, messageTable, type MessageText } from '../message-text';
import { ADDRESS_TEXT } from '../order-text';

/** The request schemas' messages (their `message` is what the schema says). */
export const ASTRO_FIELD_TEXT = messageTable('astro.person', {
  fullName: 'Enter the full name',
  birthDate: 'Enter the date of birth',
  birthTime: 'Enter the time of birth as hours and minutes, or leave it empty if unknown',
  birthPlace: 'Enter the town or city of birth',
  birthStar: 'Choose the birth star from the list, or leave it empty',
  birthInFuture: 'The date of birth cannot be in the future',
  timeZone: /*i18n*/ { id: 'astro.timeZone', message: 'Choose a time zone from the list' },
  email: ADDRESS_TEXT.email,
  chooseTime: /*i18n*/ { id: 'astro.chooseTime', message: 'Choose a time' },
  chooseReading: /*i18n*/ { id: 'astro.chooseReading', message: 'Choose a reading' },
  chooseAstrologer: /*i18n*/ { id: 'astro.chooseAstrologer', message: 'Choose an astrologer' },
  acceptDisclaimer: /*i18n*/ {
    id: 'astro.acceptDisclaimer',
    message: 'Accept the disclaimer first',
  },
  somePerson: /*i18n*/ {
    id: 'astro.somePerson',
    message: 'Give the birth details of the person the reading is for',
  },
  cardFirstName: /*i18n*/ {
    id: 'astro.billing.firstName',
    message: 'Enter the first name on the card',
  },
  cardLastName: /*i18n*/ {
    id: 'astro.billing.lastName',
    message: 'Enter the last name on the card',
  },
  address: ADDRESS_TEXT.address1,
  city: ADDRESS_TEXT.city,
  state: /*i18n*/ { id: 'astro.billing.state', message: 'Enter the state or province' },
  zip: ADDRESS_TEXT.postalCode,
  country: /*i18n*/ { id: 'astro.billing.country', message: 'Enter the country' },
  bookingEmail: /*i18n*/ {
    id: 'astro.find.email',
    message: 'Enter the email address used for the booking',
  },
  bookingCode: /*i18n*/ { id: 'astro.find.code', message: 'Enter the 8-character booking code' },
});

/** Messages with values, and the machines' own. */
export const ASTRO_TEXT = messageTable('astro', {
  tooManyPeople: 'A reading covers at most {max} people',
  codeFromEmail: /*i18n*/ {
    id: 'astro.find.codeFromEmail',
    message: 'Enter the 8-character booking code from your email',
  },
  chooseNewTime: 'Choose a new time',
  slotTaken: 'Someone else has just taken that time. Please choose another.',
  unreachable: 'We could not reach the server. Check your connection and try again.',
  slotsLoadFailed: 'The times could not be loaded. Check your connection and try again.',
});

const BY_ENGLISH = new Map<string, MessageText>(
  Object.values(ASTRO_FIELD_TEXT).map((text) => [text.message, text]),
);

/** What a schema issue of ./api.ts says, as a message (its English when it has none of its own). */
export function astroIssueText(issue: SchemaIssue): MessageText {
  return issueText(issue, (message) => BY_ENGLISH.get(message) ?? null, ASTRO_TEXT.tooManyPeople);
}

/** A field's error with its message: English for the API and tests, the text for the page. */
export function astroFieldError(path: string, text: MessageText): FieldError {
  return { path, message: english(text), text };
}
