/**
 * The order wizards' validation messages, as translatable descriptors with
 * explicit ids (domain/message-text.ts, decision 0148): the browser shows
 * them in the visitor's language, the API's answers in English.
 */
import type { MessageText } from './message-text';

/** What a person's own details lack; `{person}` is the person's number (1 to 5). */
export const PERSON_TEXT = {
  firstName: /*i18n*/ {
    id: 'order.person.firstName',
    message: 'Enter the first name of person {person}',
  },
  lastName: /*i18n*/ {
    id: 'order.person.lastName',
    message: 'Enter the last name of person {person}',
  },
  birthHour: /*i18n*/ {
    id: 'order.person.birthHour',
    message: 'Enter the birth hour of person {person} from 1 to 12',
  },
  birthMinute: /*i18n*/ {
    id: 'order.person.birthMinute',
    message: 'Enter the birth minutes of person {person} from 0 to 59',
  },
  birthInFuture: /*i18n*/ {
    id: 'order.person.birthInFuture',
    message: 'The date of birth of person {person} cannot be in the future',
  },
  birthTimeWhole: /*i18n*/ {
    id: 'order.person.birthTimeWhole',
    message: 'Give both the hour and the minutes of birth of person {person}, or neither',
  },
  passingDate: /*i18n*/ {
    id: 'order.person.passingDate',
    message: 'Enter the date of passing of person {person}',
  },
  passingInFuture: /*i18n*/ {
    id: 'order.person.passingInFuture',
    message: 'The date of passing of person {person} cannot be in the future',
  },
  passingBeforeBirth: /*i18n*/ {
    id: 'order.person.passingBeforeBirth',
    message: 'The date of passing of person {person} cannot be before the date of birth',
  },
  passingHour: /*i18n*/ {
    id: 'order.person.passingHour',
    message: 'Enter the hour of passing of person {person} from 1 to 12',
  },
  passingMinute: /*i18n*/ {
    id: 'order.person.passingMinute',
    message: 'Enter the minutes of passing of person {person} from 0 to 59',
  },
  passingTimeWhole: /*i18n*/ {
    id: 'order.person.passingTimeWhole',
    message: 'Give both the hour and the minutes of passing of person {person}, or neither',
  },
} satisfies Record<string, MessageText>;

/** A person's choice: a puja, a recommendation, a regional event or an astrology session. */
export const CHOICE_TEXT = {
  puja: /*i18n*/ { id: 'order.choice.puja', message: 'Choose a puja for person {person}' },
  recommendation: /*i18n*/ {
    id: 'order.choice.recommendation',
    message: 'Choose a recommendation for person {person}',
  },
  event: /*i18n*/ { id: 'order.choice.event', message: 'Choose an event for person {person}' },
  session: /*i18n*/ { id: 'order.choice.session', message: 'Choose a session for person {person}' },
  openEvent: /*i18n*/ {
    id: 'order.choice.openEvent',
    message: 'Choose an open event for person {person}',
  },
  openSession: /*i18n*/ {
    id: 'order.choice.openSession',
    message: 'Choose an open session for person {person}',
  },
  date: /*i18n*/ {
    id: 'order.choice.date',
    message: 'Choose a date for the puja of person {person}',
  },
} satisfies Record<string, MessageText>;

/** What an address lacks (billing or prasad address). */
export const ADDRESS_TEXT = {
  firstName: /*i18n*/ { id: 'order.address.firstName', message: 'Enter a first name' },
  lastName: /*i18n*/ { id: 'order.address.lastName', message: 'Enter a last name' },
  address1: /*i18n*/ { id: 'order.address.address1', message: 'Enter the street address' },
  city: /*i18n*/ { id: 'order.address.city', message: 'Enter the town or city' },
  country: /*i18n*/ { id: 'order.address.country', message: 'Choose a country' },
  countryCode: /*i18n*/ {
    id: 'order.address.countryCode',
    message: 'Enter the two-letter country code, like US',
  },
  prasadCountry: /*i18n*/ {
    id: 'order.address.prasadCountry',
    message:
      'The temple cannot post prasad to this country. Give an address in a country it posts to, or choose not to receive prasad.',
  },
  state: /*i18n*/ { id: 'order.address.state', message: 'Choose a state or province' },
  stateOther: /*i18n*/ {
    id: 'order.address.stateOther',
    message: 'Enter the name of the state or province',
  },
  postalCode: /*i18n*/ { id: 'order.address.postalCode', message: 'Enter the postal code' },
  email: /*i18n*/ {
    id: 'order.address.email',
    message: 'Enter an email address like name@example.com',
  },
} satisfies Record<string, MessageText>;

/** Rules of the whole order. */
export const ORDER_TEXT = {
  notesTooLong: /*i18n*/ {
    id: 'order.notesTooLong',
    message: 'Keep the notes under {limit} characters',
  },
  tooLong: /*i18n*/ { id: 'order.tooLong', message: 'Must be at most {max} characters' },
  atLeastOnePerson: /*i18n*/ {
    id: 'order.atLeastOnePerson',
    message: 'Add at least one person with a puja',
  },
  fieldProblem: /*i18n*/ { id: 'order.fieldProblem', message: '{field}: {problem}' },
  /** A problem the server's schema found that has no message of its own here (shown as sent). */
  problem: /*i18n*/ { id: 'order.problem', message: '{problem}' },
} satisfies Record<string, MessageText>;

/** What the order payload's schema says of a line item (./order-payload.ts): the server's words too. */
export const PAYLOAD_TEXT = {
  choosePuja: /*i18n*/ { id: 'order.payload.choosePuja', message: 'Choose a puja' },
  unprintableName: /*i18n*/ {
    id: 'order.payload.unprintableName',
    message:
      'This name has letters our receipts cannot print yet. Please write it in English, Malayalam, Tamil or Hindi (Devanagari) letters.',
  },
  firstName: ADDRESS_TEXT.firstName,
  lastName: ADDRESS_TEXT.lastName,
  eventDate: /*i18n*/ { id: 'order.payload.eventDate', message: 'Choose the event date' },
  region: /*i18n*/ { id: 'order.payload.region', message: 'Choose a region' },
  pujaDate: /*i18n*/ { id: 'order.payload.pujaDate', message: 'Choose a puja date' },
  dateOfPassing: /*i18n*/ {
    id: 'order.payload.dateOfPassing',
    message: 'Enter the date of passing',
  },
  birthTimeWhole: /*i18n*/ {
    id: 'order.payload.birthTimeWhole',
    message: 'Give both the hour and the minutes of birth, or neither',
  },
  passingTimeWhole: /*i18n*/ {
    id: 'order.payload.passingTimeWhole',
    message: 'Give both the hour and the minutes of passing, or neither',
  },
} satisfies Record<string, MessageText>;
