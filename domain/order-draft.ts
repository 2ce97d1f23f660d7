/**
 * What a visitor fills in while ordering, before it becomes an order payload:
 * the people (one to five), their pujas, notes and the two addresses. Plus the
 * per-step checks the wizards run before moving on. Pure data and functions.
 */
import { postsPrasadTo } from './prasad/places';
import { BIRTH_ENTRY_TEXT, PASSING_ENTRY_TEXT, entryProblemText } from './day-entry-text';
import {
  entryOfIsoDay,
  isEmptyEntry,
  isoDayOfEntry,
  isoDayOfOldText,
  type DayEntry,
} from './day-entry';
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
import { isEmailAddress } from './email-address';
import { isValidHour, isValidMinute } from './time-parts';
import { english, withValues, type MessageText, type MessageValues } from './message-text';
import { ADDRESS_TEXT, CHOICE_TEXT, PAYLOAD_TEXT, PERSON_TEXT } from './order-text';
import { hasUnprintableLetters } from './printable-name';

export interface PersonDraft {
  firstName: string;
  lastName: string;
  prayerTypeCode: PrayerTypeCode;
  birthStar: string;
  /** An ISO day (YYYY-MM-DD), or '' while none is given. */
  birthDate: string;
  birthPlace: string;
  birthTimeHour: string;
  birthTimeMinute: string;
  whichHalfOfTheDay: HalfOfDay;
  starOnTheDayOfPassing: string;
  /** An ISO day (YYYY-MM-DD), or '' while none is given. */
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
  /** The dates' three fields as typed, while they name no day (or name one: then its ISO day is set too). */
  entered?: DayEntries;
}

/** The people's dates typed in three fields. */
export type DatedField = 'birthDate' | 'dateOfPassing';
export type DayEntries = Partial<Record<DatedField, DayEntry>>;

/** A date's three fields: as typed, or from its ISO day. */
export const entryOf = (person: PersonDraft, field: DatedField): DayEntry =>
  person.entered?.[field] ?? entryOfIsoDay(person[field]);

/** A person with newly typed date fields: each date is the ISO day its fields name, or ''. */
export function withEntries(person: PersonDraft, entries: DayEntries): PersonDraft {
  const entered = { ...person.entered, ...entries };
  const days: Partial<PersonDraft> = {};
  for (const field of Object.keys(entries) as DatedField[]) {
    days[field] = isoDayOfEntry(entered[field]!) ?? '';
  }
  return { ...person, ...days, entered };
}

/**
 * A person as a saved draft holds them: drafts saved before the three
 * fields kept each date as one text (month first, or ISO); it becomes its
 * ISO day, and a text that named no day is dropped (nothing guessed).
 */
export function personFromSaved(saved: PersonDraft): PersonDraft {
  const person = { ...emptyPerson(), ...saved };
  if (person.entered) return person;
  return {
    ...person,
    birthDate: isoDayOfOldText(person.birthDate),
    dateOfPassing: isoDayOfOldText(person.dateOfPassing),
  };
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

/** A field error in English for the API and tests, with its text for the visitor's language. */
function fieldError(path: string, text: MessageText, values: MessageValues = {}): FieldError {
  const message = withValues(text, values);
  return { path, message: english(message), text: message };
}

/** Names, birth details and, for a departed person, the passing details. */
export function validatePeople(people: readonly PersonDraft[], now: number): FieldError[] {
  const errors: FieldError[] = [];
  const T = PERSON_TEXT;
  people.forEach((person, index) => {
    const at = (field: keyof PersonDraft, text: MessageText, values: MessageValues = {}) =>
      errors.push(fieldError(`people.${index}.${field}`, text, { person: index + 1, ...values }));
    if (blank(person.firstName)) at('firstName', T.firstName);
    else if (hasUnprintableLetters(person.firstName)) at('firstName', PAYLOAD_TEXT.unprintableName);
    if (blank(person.lastName)) at('lastName', T.lastName);
    else if (hasUnprintableLetters(person.lastName)) at('lastName', PAYLOAD_TEXT.unprintableName);
    const birth = entryProblemText(entryOf(person, 'birthDate'), now, BIRTH_ENTRY_TEXT);
    if (birth) at('birthDate', ...birth);
    if (!isValidHour(person.birthTimeHour)) at('birthTimeHour', T.birthHour);
    if (!isValidMinute(person.birthTimeMinute)) at('birthTimeMinute', T.birthMinute);
    if (!timeGivenWhole(person.birthTimeHour, person.birthTimeMinute))
      at('birthTimeMinute', T.birthTimeWhole);
    if (isDeparted(person)) {
      const entry = entryOf(person, 'dateOfPassing');
      const passing = entryProblemText(entry, now, PASSING_ENTRY_TEXT);
      if (isEmptyEntry(entry)) at('dateOfPassing', T.passingDate);
      else if (passing) at('dateOfPassing', ...passing);
      else if (person.birthDate !== '' && person.dateOfPassing < person.birthDate)
        at('dateOfPassing', T.passingBeforeBirth);
      if (!isValidHour(person.passingTimeHour)) at('passingTimeHour', T.passingHour);
      if (!isValidMinute(person.passingTimeMinute)) at('passingTimeMinute', T.passingMinute);
      if (!timeGivenWhole(person.passingTimeHour, person.passingTimeMinute))
        at('passingTimeMinute', T.passingTimeWhole);
    }
  });
  return errors;
}

/** What one choice is: a puja, a recommendation, a regional event or an astrology session. */
export type ChoiceNoun = 'puja' | 'recommendation' | 'event' | 'session';

export interface PujaChoiceRules {
  /** Plain orders ask for a date; recommendations and regional events do not. */
  needsDate: boolean;
  /** The dates still open for a puja (or none known). */
  openDates: (pujaId: number) => readonly string[];
  /** What one choice is called in messages. */
  noun: ChoiceNoun;
}

/** "Choose a … for person N", for one person's missing (or no longer offered) choice. */
export function choiceError(index: number, noun: ChoiceNoun, open = false): FieldError {
  const text =
    open && noun === 'event'
      ? CHOICE_TEXT.openEvent
      : open && noun === 'session'
        ? CHOICE_TEXT.openSession
        : CHOICE_TEXT[noun];
  return fieldError(`people.${index}.pujaId`, text, { person: index + 1 });
}

/** Each person needs a puja (or event) and, for plain orders, one of its open dates. */
export function validatePujaChoices(
  people: readonly PersonDraft[],
  rules: PujaChoiceRules,
): FieldError[] {
  const errors: FieldError[] = [];
  people.forEach((person, index) => {
    if (person.pujaId === NO_PUJA_ID) {
      errors.push(choiceError(index, rules.noun));
      return;
    }
    if (rules.needsDate && !rules.openDates(person.pujaId).includes(person.requestedPujaDate)) {
      errors.push(
        fieldError(`people.${index}.requestedPujaDate`, CHOICE_TEXT.date, { person: index + 1 }),
      );
    }
  });
  return errors;
}

export interface AddressRules {
  /** 'billing' or 'shipping': the error paths start with it. */
  prefix: 'billing' | 'shipping';
  needsEmail: boolean;
}

/**
 * A prasad address in a country the temple does not post to (its code
 * otherwise well formed): the devotee gives another or declines prasad.
 */
export function validatePrasadPlace(
  address: AddressDraft,
  countries: readonly string[],
): FieldError[] {
  const country = address.country.trim();
  if (!/^[A-Za-z]{2}$/.test(country) || postsPrasadTo(countries, country)) return [];
  return [fieldError('shipping.country', ADDRESS_TEXT.prasadCountry)];
}

export function validateAddress(address: AddressDraft, rules: AddressRules): FieldError[] {
  const errors: FieldError[] = [];
  const T = ADDRESS_TEXT;
  const at = (field: keyof AddressDraft, text: MessageText) =>
    errors.push(fieldError(`${rules.prefix}.${field}`, text));
  if (blank(address.firstName)) at('firstName', T.firstName);
  else if (hasUnprintableLetters(address.firstName)) at('firstName', PAYLOAD_TEXT.unprintableName);
  if (blank(address.lastName)) at('lastName', T.lastName);
  else if (hasUnprintableLetters(address.lastName)) at('lastName', PAYLOAD_TEXT.unprintableName);
  if (blank(address.address1)) at('address1', T.address1);
  if (blank(address.city)) at('city', T.city);
  if (blank(address.country)) at('country', T.country);
  else if (!/^[A-Za-z]{2}$/.test(address.country.trim())) at('country', T.countryCode);
  if (blank(address.state)) at('state', T.state);
  else if (address.state === OTHER_STATE && blank(address.stateOther))
    at('stateOther', T.stateOther);
  if (blank(address.postalCode)) at('postalCode', T.postalCode);
  if (rules.needsEmail && !isEmailAddress(address.email.trim())) at('email', T.email);
  else if (!rules.needsEmail && !blank(address.email) && !isEmailAddress(address.email.trim()))
    at('email', T.email);
  return errors;
}
