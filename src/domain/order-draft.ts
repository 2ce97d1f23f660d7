/**
 * What a visitor fills in while ordering, before it becomes an order payload:
 * the people (one to five), their pujas, notes and the two addresses. Plus the
 * per-step checks the wizards run before moving on. Pure data and functions.
 */
import { birthDateProblem, isValidDateText, normaliseDate, passingDateProblem } from './dates';
import {
  DEFAULT_HALF_OF_DAY,
  MAX_LINE_ITEMS,
  NO_PUJA_ID,
  OTHER_STATE,
  PRAYER_TYPE_CODES,
  type HalfOfDay,
  type PrayerTypeCode,
} from './constants';
import type { FieldError } from './api-error';
import { isValidHour, isValidMinute } from './time-parts';
import { MESSAGES } from './messages';

export interface PersonDraft {
  firstName: string;
  lastName: string;
  prayerTypeCode: PrayerTypeCode;
  birthStar: string;
  birthDate: string;
  birthPlace: string;
  birthTimeHour: string;
  birthTimeMinute: string;
  whichHalfOfTheDay: HalfOfDay;
  starOnTheDayOfPassing: string;
  dateOfPassing: string;
  placeOfPassing: string;
  passingTimeHour: string;
  passingTimeMinute: string;
  passingWhichHalfOfTheDay: HalfOfDay;
  /** The chosen puja, or for regional orders the chosen event; -1 means none. */
  pujaId: number;
  /** MM/DD/YYYY for plain orders; regional orders take the event's date. */
  requestedPujaDate: string;
  customerNotes: string;
}

export interface AddressDraft {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  /** A state code, or OTHER with the name in `stateOther`. */
  state: string;
  stateOther: string;
  postalCode: string;
  /** ISO 3166 alpha-2. */
  country: string;
  email: string;
  phone: string;
}

export const MIN_PEOPLE = 1;
export const MAX_PEOPLE = MAX_LINE_ITEMS;
/** An unfinished draft is forgotten after this long (personal data on a shared computer). */
export const DRAFT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** A living person's passing details: none. */
export const NO_PASSING = {
  starOnTheDayOfPassing: '',
  dateOfPassing: '',
  placeOfPassing: '',
  passingTimeHour: '',
  passingTimeMinute: '',
  passingWhichHalfOfTheDay: DEFAULT_HALF_OF_DAY,
} as const satisfies Partial<PersonDraft>;

export function emptyPerson(): PersonDraft {
  return {
    firstName: '',
    lastName: '',
    prayerTypeCode: PRAYER_TYPE_CODES.living,
    birthStar: '',
    birthDate: '',
    birthPlace: '',
    birthTimeHour: '',
    birthTimeMinute: '',
    whichHalfOfTheDay: DEFAULT_HALF_OF_DAY,
    ...NO_PASSING,
    pujaId: NO_PUJA_ID,
    requestedPujaDate: '',
    customerNotes: '',
  };
}

export function emptyAddress(): AddressDraft {
  return {
    firstName: '',
    lastName: '',
    address1: '',
    address2: '',
    city: '',
    state: '',
    stateOther: '',
    postalCode: '',
    country: '',
    email: '',
    phone: '',
  };
}

export const isDeparted = (person: Pick<PersonDraft, 'prayerTypeCode'>): boolean =>
  person.prayerTypeCode === PRAYER_TYPE_CODES.departed;

/** The element id of a field named by its error path, e.g. people-0-firstName. */
export const fieldId = (path: string): string => path.replace(/\./g, '-');

const blank = (value: string): boolean => value.trim() === '';

/** An hour and its minutes go together: both given or both left empty. */
const timeGivenWhole = (hour: string, minute: string): boolean => blank(hour) === blank(minute);

/** Names, birth details and, for a departed person, the passing details. */
export function validatePeople(people: readonly PersonDraft[], now: number): FieldError[] {
  const errors: FieldError[] = [];
  people.forEach((person, index) => {
    const at = (field: keyof PersonDraft, message: string) =>
      errors.push({ path: `people.${index}.${field}`, message });
    const who = `person ${index + 1}`;
    if (blank(person.firstName)) at('firstName', `Enter the first name of ${who}`);
    if (blank(person.lastName)) at('lastName', `Enter the last name of ${who}`);
    if (!blank(person.birthDate) && !isValidDateText(person.birthDate))
      at('birthDate', `Enter the birth date of ${who} as a real date, like 3/27/1985`);
    if (!isValidHour(person.birthTimeHour))
      at('birthTimeHour', `Enter the birth hour of ${who} from 1 to 12`);
    if (!isValidMinute(person.birthTimeMinute))
      at('birthTimeMinute', `Enter the birth minutes of ${who} from 0 to 59`);
    const birthProblem = birthDateProblem(normaliseDate(person.birthDate), now);
    if (birthProblem) at('birthDate', `The date of birth of ${who} ${birthProblem}`);
    if (!timeGivenWhole(person.birthTimeHour, person.birthTimeMinute))
      at('birthTimeMinute', `Give both the hour and the minutes of birth of ${who}, or neither`);
    if (isDeparted(person)) {
      if (blank(person.dateOfPassing)) at('dateOfPassing', `Enter the date of passing of ${who}`);
      else if (!isValidDateText(person.dateOfPassing))
        at('dateOfPassing', `Enter the date of passing of ${who} as a real date, like 3/27/2020`);
      else {
        const problem = passingDateProblem(
          normaliseDate(person.dateOfPassing),
          normaliseDate(person.birthDate),
          now,
        );
        if (problem) at('dateOfPassing', `The date of passing of ${who} ${problem}`);
      }
      if (!isValidHour(person.passingTimeHour))
        at('passingTimeHour', `Enter the hour of passing of ${who} from 1 to 12`);
      if (!isValidMinute(person.passingTimeMinute))
        at('passingTimeMinute', `Enter the minutes of passing of ${who} from 0 to 59`);
      if (!timeGivenWhole(person.passingTimeHour, person.passingTimeMinute))
        at(
          'passingTimeMinute',
          `Give both the hour and the minutes of passing of ${who}, or neither`,
        );
    }
  });
  return errors;
}

export interface PujaChoiceRules {
  /** Plain orders ask for a date; recommendations and regional events do not. */
  needsDate: boolean;
  /** The dates still open for a puja (or none known). */
  openDates: (pujaId: number) => readonly string[];
  /** What one choice is called in messages: 'puja', 'event' or 'session'. */
  noun: string;
}

/** Each person needs a puja (or event) and, for plain orders, one of its open dates. */
export function validatePujaChoices(
  people: readonly PersonDraft[],
  rules: PujaChoiceRules,
): FieldError[] {
  const errors: FieldError[] = [];
  people.forEach((person, index) => {
    const who = `person ${index + 1}`;
    if (person.pujaId === NO_PUJA_ID) {
      errors.push({ path: `people.${index}.pujaId`, message: `Choose a ${rules.noun} for ${who}` });
      return;
    }
    if (rules.needsDate && !rules.openDates(person.pujaId).includes(person.requestedPujaDate)) {
      errors.push({
        path: `people.${index}.requestedPujaDate`,
        message: `Choose a date for the ${rules.noun} of ${who}`,
      });
    }
  });
  return errors;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface AddressRules {
  /** 'billing' or 'shipping': the error paths start with it. */
  prefix: 'billing' | 'shipping';
  needsEmail: boolean;
}

export function validateAddress(address: AddressDraft, rules: AddressRules): FieldError[] {
  const errors: FieldError[] = [];
  const at = (field: keyof AddressDraft, message: string) =>
    errors.push({ path: `${rules.prefix}.${field}`, message });
  if (blank(address.firstName)) at('firstName', 'Enter a first name');
  if (blank(address.lastName)) at('lastName', 'Enter a last name');
  if (blank(address.address1)) at('address1', 'Enter the street address');
  if (blank(address.city)) at('city', 'Enter the town or city');
  if (blank(address.country)) at('country', 'Choose a country');
  else if (!/^[A-Za-z]{2}$/.test(address.country.trim()))
    at('country', 'Enter the two-letter country code, like US');
  if (blank(address.state)) at('state', 'Choose a state or province');
  else if (address.state === OTHER_STATE && blank(address.stateOther))
    at('stateOther', 'Enter the name of the state or province');
  if (blank(address.postalCode)) at('postalCode', 'Enter the postal code');
  if (rules.needsEmail && !EMAIL.test(address.email.trim())) at('email', MESSAGES.emailFormat);
  else if (!rules.needsEmail && !blank(address.email) && !EMAIL.test(address.email.trim()))
    at('email', MESSAGES.emailFormat);
  return errors;
}
