/**
 * The checks of a family person, the same in the editor and on the server:
 * each problem named by its field's path (`birth.date`, `passing.monthSign`)
 * with a sentence to translate. Nothing is guessed: a day without its time
 * asks for the star, a star without a day asks for its month.
 */
import type { FieldError } from '../api-error';
import { EARLIEST_BIRTH_YEAR, latestPastDay } from '../dates';
import { isIsoDay } from '../day-entry';
import { english, withValues, type MessageText } from '../message-text';
import {
  FAMILY_NAME_MAX,
  FAMILY_PLACE_MAX,
  LUNAR_SCHEMES,
  MONTH_SIGN_COUNT,
  RELATIONS,
  REMIND_DAYS_MAX,
  REMIND_WEEKS_MAX,
  STAR_COUNT,
  TITHI_COUNT,
  TRADITIONS,
  type FamilyPersonInput,
  type LifeEvent,
  type Tradition,
} from './family';
import { BIRTH_TEXT, FAMILY_TEXT, PASSING_TEXT, type EventProblem } from './family-text';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const field = (path: string, text: MessageText): FieldError => ({
  path,
  message: english(text),
  text,
});

const isIndex = (value: number | null, count: number) =>
  value === null || (Number.isInteger(value) && value >= 0 && value < count);

export const isEmptyEvent = (event: LifeEvent): boolean =>
  event.date === null &&
  event.time === null &&
  event.place === null &&
  event.star === null &&
  event.monthSign === null &&
  event.tithi === null;

/** What is wrong with a birth or passing as `tradition` counts it: [field, problem] pairs. */
export function eventProblems(
  event: LifeEvent,
  tradition: Tradition,
  nowMs: number,
): [keyof LifeEvent, EventProblem][] {
  const problems: [keyof LifeEvent, EventProblem][] = [];
  if (isEmptyEvent(event)) return [['date', 'missing']];
  if (!isIndex(event.star, STAR_COUNT)) problems.push(['star', 'starUnknown']);
  if (!isIndex(event.monthSign, MONTH_SIGN_COUNT)) problems.push(['monthSign', 'monthUnknown']);
  if (!isIndex(event.tithi, TITHI_COUNT)) problems.push(['tithi', 'tithiUnknown']);
  if (event.place !== null && event.place.name.length > FAMILY_PLACE_MAX) {
    problems.push(['place', 'placeTooLong']);
  }
  const lunar = tradition === 'lunar';
  const knownDay = lunar ? event.tithi : event.star;
  if (event.date !== null) {
    if (!isIsoDay(event.date)) problems.push(['date', 'notADay']);
    else if (Number(event.date.slice(0, 4)) < EARLIEST_BIRTH_YEAR) {
      problems.push(['date', 'beforeEarliest']);
    } else if (event.date > latestPastDay(nowMs)) problems.push(['date', 'inFuture']);
    if (event.time === null && knownDay === null) {
      problems.push([lunar ? 'tithi' : 'star', 'timeUnknown']);
    }
  } else if (knownDay === null) {
    problems.push(['date', 'missing']);
  } else if (event.monthSign === null) {
    problems.push(['monthSign', 'starWithoutMonth']);
  }
  if (event.time !== null) {
    if (!TIME.test(event.time)) problems.push(['time', 'notATime']);
    else if (event.date === null) problems.push(['time', 'timeWithoutDay']);
    else if (event.place === null) problems.push(['place', 'placeMissing']);
  }
  return problems;
}

const eventText = (texts: typeof BIRTH_TEXT, problem: EventProblem): MessageText =>
  problem === 'placeTooLong'
    ? withValues(texts.placeTooLong, { max: FAMILY_PLACE_MAX })
    : texts[problem];

const inRange = (value: number | null, max: number) =>
  value === null || (Number.isInteger(value) && value >= 1 && value <= max);

/** Every problem of a person to be saved, by field; [] when it may be saved. */
export function familyPersonProblems(input: FamilyPersonInput, nowMs: number): FieldError[] {
  const fields: FieldError[] = [];
  const name = input.name.trim();
  if (name === '') fields.push(field('name', FAMILY_TEXT.nameMissing));
  else if (name.length > FAMILY_NAME_MAX) {
    fields.push(field('name', withValues(FAMILY_TEXT.nameTooLong, { max: FAMILY_NAME_MAX })));
  }
  if (!(RELATIONS as readonly string[]).includes(input.relation)) {
    fields.push(field('relation', FAMILY_TEXT.relationUnknown));
  }
  const traditionKnown = (TRADITIONS as readonly string[]).includes(input.tradition);
  if (!traditionKnown) fields.push(field('tradition', FAMILY_TEXT.traditionUnknown));
  if (!(LUNAR_SCHEMES as readonly string[]).includes(input.lunarScheme)) {
    fields.push(field('lunarScheme', FAMILY_TEXT.traditionUnknown));
  }
  const tradition: Tradition = traditionKnown ? input.tradition : 'kerala';
  // The departed are remembered by their passing; their birth may be unknown.
  const birthOptional = input.departed && isEmptyEvent(input.birth);
  if (!birthOptional) {
    for (const [part, problem] of eventProblems(input.birth, tradition, nowMs)) {
      fields.push(field(`birth.${part}`, eventText(BIRTH_TEXT, problem)));
    }
  }
  if (input.departed) {
    const problems: [string, EventProblem][] = input.passing
      ? eventProblems(input.passing, tradition, nowMs)
      : [['date', 'missing']];
    for (const [part, problem] of problems) {
      fields.push(field(`passing.${part}`, eventText(PASSING_TEXT, problem)));
    }
    const [born, passed] = [input.birth.date, input.passing?.date ?? null];
    if (born !== null && passed !== null && isIsoDay(born) && isIsoDay(passed) && passed < born) {
      fields.push(field('passing.date', PASSING_TEXT.beforeBirth));
    }
  }
  const { weeksBefore, daysBefore } = input.reminders;
  if (!inRange(weeksBefore, REMIND_WEEKS_MAX) || !inRange(daysBefore, REMIND_DAYS_MAX)) {
    const text = withValues(FAMILY_TEXT.remindersOutOfRange, {
      weeks: REMIND_WEEKS_MAX,
      days: REMIND_DAYS_MAX,
    });
    fields.push(field('reminders', text));
  }
  if (!input.consent) fields.push(field('consent', FAMILY_TEXT.consentMissing));
  return dedupe(fields);
}

/** One problem per field: the first found. */
function dedupe(fields: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return fields.filter((f) => (seen.has(f.path) ? false : (seen.add(f.path), true)));
}
