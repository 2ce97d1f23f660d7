/**
 * The order wizards' validation messages, as translatable descriptors with
 * explicit ids (domain/message-text.ts, decision 0148): the browser shows
 * them in the visitor's language, the API's answers in English.
 */
import { messageTable } from './message-text';

/** What a person's own details lack; `{person}` is the person's number (1 to 5). */
export const PERSON_TEXT = messageTable('order.person', {
  firstName: 'Enter the first name of person {person}',
  lastName: 'Enter the last name of person {person}',
  birthHour: 'Enter the birth hour of person {person} from 1 to 12',
  birthMinute: 'Enter the birth minutes of person {person} from 0 to 59',
  birthInFuture: 'The date of birth of person {person} cannot be in the future',
  birthTimeWhole: 'Give both the hour and the minutes of birth of person {person}, or neither',
  passingDate: 'Enter the date of passing of person {person}',
  passingInFuture: 'The date of passing of person {person} cannot be in the future',
  passingBeforeBirth: 'The date of passing of person {person} cannot be before the date of birth',
  passingHour: 'Enter the hour of passing of person {person} from 1 to 12',
  passingMinute: 'Enter the minutes of passing of person {person} from 0 to 59',
  passingTimeWhole: 'Give both the hour and the minutes of passing of person {person}, or neither',
});

/** A person's choice: a puja, a recommendation, a regional event or an astrology session. */
export const CHOICE_TEXT = messageTable('order.choice', {
  puja: 'Choose a puja for person {person}',
  recommendation: 'Choose a recommendation for person {person}',
  event: 'Choose an event for person {person}',
  session: 'Choose a session for person {person}',
  openEvent: 'Choose an open event for person {person}',
  openSession: 'Choose an open session for person {person}',
  date: 'Choose a date for the puja of person {person}',
});

/** What an address lacks (billing or prasad address). */
export const ADDRESS_TEXT = messageTable('order.address', {
  firstName: 'Enter a first name',
  lastName: 'Enter a last name',
  address1: 'Enter the street address',
  city: 'Enter the town or city',
  country: 'Choose a country',
  countryCode: 'Enter the two-letter country code, like US',
  prasadCountry:
    'The temple cannot post prasad to this country. Give an address in a country it posts to, or choose not to receive prasad.',
  state: 'Choose a state or province',
  stateOther: 'Enter the name of the state or province',
  postalCode: 'Enter the postal code',
  email: 'Enter an email address like name@example.com',
});

/** Rules of the whole order. */
export const ORDER_TEXT = messageTable('order', {
  notesTooLong: 'Keep the notes under {limit} characters',
  tooLong: 'Must be at most {max} characters',
  atLeastOnePerson: 'Add at least one person with a puja',
  fieldProblem: '{field}: {problem}',
  /** A problem the server's schema found that has no message of its own here (shown as sent). */
  problem: '{problem}',
});

/** What the order payload's schema says of a line item (./order-payload.ts): the server's words too. */
export const PAYLOAD_TEXT = messageTable('order.payload', {
  choosePuja: 'Choose a puja',
  unprintableName:
    'This name has letters our receipts cannot print yet. Please write it in English, Malayalam, Tamil or Hindi (Devanagari) letters.',
  firstName: ADDRESS_TEXT.firstName,
  lastName: ADDRESS_TEXT.lastName,
  eventDate: 'Choose the event date',
  region: 'Choose a region',
  pujaDate: 'Choose a puja date',
  dateOfPassing: 'Enter the date of passing',
  birthTimeWhole: 'Give both the hour and the minutes of birth, or neither',
  passingTimeWhole: 'Give both the hour and the minutes of passing, or neither',
});
