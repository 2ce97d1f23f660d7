/**
 * What the family's checks say, one whole sentence each (decision 0148:
 * translatable descriptors with explicit ids). `{event}` is not a value: the
 * birth's and the passing's sentences are written out, so each reads whole
 * in every language.
 */
import type { MessageText } from '../message-text';

export const FAMILY_TEXT = {
  nameMissing: /*i18n*/ { id: 'family.nameMissing', message: 'Enter the person’s name' },
  nameTooLong: /*i18n*/ {
    id: 'family.nameTooLong',
    message: 'The name must be at most {max} characters',
  },
  relationUnknown: /*i18n*/ {
    id: 'family.relationUnknown',
    message: 'Choose who the person is to you',
  },
  traditionUnknown: /*i18n*/ {
    id: 'family.traditionUnknown',
    message: 'Choose the calendar the person’s days are kept by',
  },
  consentMissing: /*i18n*/ {
    id: 'family.consentMissing',
    message: 'Tick the box to agree that these details are kept in your account',
  },
  remindersOutOfRange: /*i18n*/ {
    id: 'family.remindersOutOfRange',
    message: 'Reminders can be from 1 to {weeks} weeks and from 1 to {days} days before the day',
  },
  tooMany: /*i18n*/ {
    id: 'family.tooMany',
    message: 'An account keeps at most {max} people',
  },
} satisfies Readonly<Record<string, MessageText>>;

/** A life event's problems, the birth's and the passing's written out. */
export type EventProblem =
  | 'missing'
  | 'notADay'
  | 'beforeEarliest'
  | 'inFuture'
  | 'timeWithoutDay'
  | 'notATime'
  | 'placeMissing'
  | 'placeTooLong'
  | 'timeUnknown'
  | 'starWithoutMonth'
  | 'starUnknown'
  | 'monthUnknown'
  | 'tithiUnknown'
  | 'beforeBirth';

type EventTexts = Readonly<Record<EventProblem, MessageText>>;

export const BIRTH_TEXT = {
  missing: /*i18n*/ {
    id: 'family.birth.missing',
    message: 'Give the date of birth, or the birth star and the month of birth',
  },
  notADay: /*i18n*/ { id: 'family.birth.notADay', message: 'The date of birth is not a real day' },
  beforeEarliest: /*i18n*/ {
    id: 'family.birth.beforeEarliest',
    message: 'The date of birth must be in 1900 or later',
  },
  inFuture: /*i18n*/ {
    id: 'family.birth.inFuture',
    message: 'The date of birth cannot be in the future',
  },
  timeWithoutDay: /*i18n*/ {
    id: 'family.birth.timeWithoutDay',
    message: 'A time of birth needs the date of birth too',
  },
  notATime: /*i18n*/ {
    id: 'family.birth.notATime',
    message: 'The time of birth must be hours and minutes, such as 06:45',
  },
  placeMissing: /*i18n*/ {
    id: 'family.birth.placeMissing',
    message: 'With the time of birth, choose the place of birth so the star can be found',
  },
  placeTooLong: /*i18n*/ {
    id: 'family.birth.placeTooLong',
    message: 'The place of birth must be at most {max} characters',
  },
  timeUnknown: /*i18n*/ {
    id: 'family.birth.timeUnknown',
    message:
      'Without the time of birth the star cannot be worked out: choose the birth star (or, in the lunar calendar, the tithi)',
  },
  starWithoutMonth: /*i18n*/ {
    id: 'family.birth.starWithoutMonth',
    message: 'With the birth star alone, choose the month of birth too',
  },
  starUnknown: /*i18n*/ {
    id: 'family.birth.starUnknown',
    message: 'Choose a birth star from the list',
  },
  monthUnknown: /*i18n*/ {
    id: 'family.birth.monthUnknown',
    message: 'Choose the month of birth from the list',
  },
  tithiUnknown: /*i18n*/ {
    id: 'family.birth.tithiUnknown',
    message: 'Choose the tithi from the list',
  },
  beforeBirth: /*i18n*/ {
    id: 'family.birth.beforeBirth',
    message: 'The birth cannot be after the passing',
  },
} satisfies EventTexts;

export const PASSING_TEXT = {
  missing: /*i18n*/ {
    id: 'family.passing.missing',
    message: 'Give the date of passing, or the star on the day of passing and its month',
  },
  notADay: /*i18n*/ {
    id: 'family.passing.notADay',
    message: 'The date of passing is not a real day',
  },
  beforeEarliest: /*i18n*/ {
    id: 'family.passing.beforeEarliest',
    message: 'The date of passing must be in 1900 or later',
  },
  inFuture: /*i18n*/ {
    id: 'family.passing.inFuture',
    message: 'The date of passing cannot be in the future',
  },
  timeWithoutDay: /*i18n*/ {
    id: 'family.passing.timeWithoutDay',
    message: 'A time of passing needs the date of passing too',
  },
  notATime: /*i18n*/ {
    id: 'family.passing.notATime',
    message: 'The time of passing must be hours and minutes, such as 06:45',
  },
  placeMissing: /*i18n*/ {
    id: 'family.passing.placeMissing',
    message: 'With the time of passing, choose the place of passing so the star can be found',
  },
  placeTooLong: /*i18n*/ {
    id: 'family.passing.placeTooLong',
    message: 'The place of passing must be at most {max} characters',
  },
  timeUnknown: /*i18n*/ {
    id: 'family.passing.timeUnknown',
    message:
      'Without the time of passing the star cannot be worked out: choose the star on the day of passing (or, in the lunar calendar, the tithi)',
  },
  starWithoutMonth: /*i18n*/ {
    id: 'family.passing.starWithoutMonth',
    message: 'With the star of passing alone, choose the month of passing too',
  },
  starUnknown: /*i18n*/ {
    id: 'family.passing.starUnknown',
    message: 'Choose the star of passing from the list',
  },
  monthUnknown: /*i18n*/ {
    id: 'family.passing.monthUnknown',
    message: 'Choose the month of passing from the list',
  },
  tithiUnknown: /*i18n*/ {
    id: 'family.passing.tithiUnknown',
    message: 'Choose the tithi of passing from the list',
  },
  beforeBirth: /*i18n*/ {
    id: 'family.passing.beforeBirth',
    message: 'The date of passing cannot be before the date of birth',
  },
} satisfies EventTexts;
