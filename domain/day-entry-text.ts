/**
 * What a date's three fields lack, one whole sentence per problem and date
 * (decision 0148: translatable descriptors with explicit ids). The order
 * wizards number the person (`{person}`); the astrology booking and the
 * birth-star finder ask for one date at a time. `{days}` is how many days
 * the month has, `{latest}` this year.
 */
import { ASTRO_FIELD_TEXT } from './astro/astro-text';
import { latestPastDay } from './dates';
import { dayEntryProblem, daysInMonth, type DayEntry, type DayEntryProblem } from './day-entry';
import { PERSON_TEXT } from './order-text';
import { messageTable, type MessageText, type MessageValues } from './message-text';

type ProblemTexts = Readonly<Record<DayEntryProblem, MessageText>>;

export const BIRTH_ENTRY_TEXT = messageTable('date.birth', {
  missingDay: 'The date of birth of person {person} must include a day',
  missingMonth: 'The date of birth of person {person} must include a month',
  missingYear: 'The date of birth of person {person} must include a year',
  notNumbers: 'The day and year of birth of person {person} must be written in numbers',
  noSuchDay: 'The date of birth of person {person} must be a real day: that month has {days} days',
  yearOutOfRange: 'The year of birth of person {person} must be between 1900 and {latest}',
  inFuture: PERSON_TEXT.birthInFuture,
}) satisfies ProblemTexts;

export const PASSING_ENTRY_TEXT = messageTable('date.passing', {
  missingDay: 'The date of passing of person {person} must include a day',
  missingMonth: 'The date of passing of person {person} must include a month',
  missingYear: 'The date of passing of person {person} must include a year',
  notNumbers: 'The day and year of passing of person {person} must be written in numbers',
  noSuchDay:
    'The date of passing of person {person} must be a real day: that month has {days} days',
  yearOutOfRange: 'The year of passing of person {person} must be between 1900 and {latest}',
  inFuture: PERSON_TEXT.passingInFuture,
}) satisfies ProblemTexts;

/** One person's date of birth (the astrology booking, the birth-star finder). */
export const ONE_BIRTH_ENTRY_TEXT = messageTable('date.one', {
  missingDay: 'Date of birth must include a day',
  missingMonth: 'Date of birth must include a month',
  missingYear: 'Date of birth must include a year',
  notNumbers: 'The day and year of birth must be written in numbers',
  noSuchDay: 'Date of birth must be a real day: that month has {days} days',
  yearOutOfRange: 'The year of birth must be between 1900 and {latest}',
  inFuture: ASTRO_FIELD_TEXT.birthInFuture,
}) satisfies ProblemTexts;

/** The values a problem's sentence names. */
export function problemValues(
  problem: DayEntryProblem,
  entry: DayEntry,
  latestYear: number,
): MessageValues {
  if (problem === 'noSuchDay')
    return { days: daysInMonth(Number(entry.year), Number(entry.month)) };
  if (problem === 'yearOutOfRange') return { latest: latestYear };
  return {};
}

/** The sentence for what is wrong with an entry (with its values), or null when nothing is. */
export function entryProblemText(
  entry: DayEntry,
  now: number,
  texts: ProblemTexts,
): [MessageText, MessageValues] | null {
  const problem = dayEntryProblem(entry, now);
  if (!problem) return null;
  return [texts[problem], problemValues(problem, entry, Number(latestPastDay(now).slice(0, 4)))];
}
