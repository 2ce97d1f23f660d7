/**
 * What the family's checks say, one whole sentence each (decision 0148:
 * translatable descriptors with explicit ids). `{event}` is not a value: the
 * birth's and the passing's sentences are written out, so each reads whole
 * in every language.
 */
import { messageTable, type MessageText } from '../message-text';

export const FAMILY_TEXT = messageTable('family', {
  nameMissing: 'Enter the person’s name',
  nameTooLong: 'The name must be at most {max} characters',
  relationUnknown: 'Choose who the person is to you',
  traditionUnknown: 'Choose the calendar the person’s days are kept by',
  consentMissing: 'Tick the box to agree that these details are kept in your account',
  remindersOutOfRange:
    'Reminders can be from 1 to {weeks} weeks and from 1 to {days} days before the day',
  tooMany: 'An account keeps at most {max} people',
});

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

export const BIRTH_TEXT = messageTable('family.birth', {
  missing: 'Give the date of birth, or the birth star and the month of birth',
  notADay: 'The date of birth is not a real day',
  beforeEarliest: 'The date of birth must be in 1900 or later',
  inFuture: 'The date of birth cannot be in the future',
  timeWithoutDay: 'A time of birth needs the date of birth too',
  notATime: 'The time of birth must be hours and minutes, such as 06:45',
  placeMissing: 'With the time of birth, choose the place of birth so the star can be found',
  placeTooLong: 'The place of birth must be at most {max} characters',
  timeUnknown:
    'Without the time of birth the star cannot be worked out: choose the birth star (or, in the lunar calendar, the tithi)',
  starWithoutMonth: 'With the birth star alone, choose the month of birth too',
  starUnknown: 'Choose a birth star from the list',
  monthUnknown: 'Choose the month of birth from the list',
  tithiUnknown: 'Choose the tithi from the list',
  beforeBirth: 'The birth cannot be after the passing',
}) satisfies EventTexts;

export const PASSING_TEXT = messageTable('family.passing', {
  missing: 'Give the date of passing, or the star on the day of passing and its month',
  notADay: 'The date of passing is not a real day',
  beforeEarliest: 'The date of passing must be in 1900 or later',
  inFuture: 'The date of passing cannot be in the future',
  timeWithoutDay: 'A time of passing needs the date of passing too',
  notATime: 'The time of passing must be hours and minutes, such as 06:45',
  placeMissing: 'With the time of passing, choose the place of passing so the star can be found',
  placeTooLong: 'The place of passing must be at most {max} characters',
  timeUnknown:
    'Without the time of passing the star cannot be worked out: choose the star on the day of passing (or, in the lunar calendar, the tithi)',
  starWithoutMonth: 'With the star of passing alone, choose the month of passing too',
  starUnknown: 'Choose the star of passing from the list',
  monthUnknown: 'Choose the month of passing from the list',
  tithiUnknown: 'Choose the tithi of passing from the list',
  beforeBirth: 'The date of passing cannot be before the date of birth',
}) satisfies EventTexts;
