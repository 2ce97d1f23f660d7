/**
 * The family editor's draft (machines/family-editor): the person as the form holds them, with each
 * typed date's three fields beside its ISO day (decision 0187), made from
 * nothing, from a kept person or from a past order's person, and checked with
 * the server's own rules before anything is sent.
 */
import {
  EMPTY_EVENT,
  NO_REMINDERS,
  type FamilyPerson,
  type FamilyPersonInput,
  type FamilySuggestion,
  type LifeEvent,
} from './family';
import { familyPersonProblems } from './family-rules';
import type { FieldError } from '../api-error';
import {
  EMPTY_ENTRY,
  entryOfIsoDay,
  isEmptyEntry,
  isoDayOfEntry,
  type DayEntry,
} from '../day-entry';
import { english } from '../message-text';
import { BIRTH_TEXT, PASSING_TEXT } from './family-text';

export type LifeEventName = 'birth' | 'passing';

export interface FamilyDraft {
  person: FamilyPersonInput;
  /** What was typed in each date's three fields. */
  entered: Record<LifeEventName, DayEntry>;
}

const entriesOf = (person: Omit<FamilyPersonInput, 'consent'>): FamilyDraft['entered'] => ({
  birth: person.birth.date ? entryOfIsoDay(person.birth.date) : EMPTY_ENTRY,
  passing: person.passing?.date ? entryOfIsoDay(person.passing.date) : EMPTY_ENTRY,
});

export const emptyDraft = (): FamilyDraft => ({
  person: {
    name: '',
    relation: 'daughter',
    tradition: 'kerala',
    lunarScheme: 'amanta',
    departed: false,
    birth: EMPTY_EVENT,
    passing: null,
    reminders: NO_REMINDERS,
    consent: false,
  },
  entered: { birth: EMPTY_ENTRY, passing: EMPTY_ENTRY },
});

/** A kept person to change: consent is asked again for what is saved now. */
export function draftOfPerson(person: FamilyPerson): FamilyDraft {
  const kept: Omit<FamilyPersonInput, 'consent'> = {
    name: person.name,
    relation: person.relation,
    tradition: person.tradition,
    lunarScheme: person.lunarScheme,
    departed: person.departed,
    birth: person.birth,
    passing: person.passing,
    reminders: person.reminders,
  };
  return { person: { ...kept, consent: false }, entered: entriesOf(kept) };
}

export function draftOfSuggestion(suggestion: FamilySuggestion): FamilyDraft {
  return {
    person: { ...suggestion.person, consent: false },
    entered: entriesOf(suggestion.person),
  };
}

/** The draft with one date's fields typed: its day once they name one. */
export function withEntry(draft: FamilyDraft, which: LifeEventName, entry: DayEntry): FamilyDraft {
  const event = eventOf(draft, which);
  return withEvent({ ...draft, entered: { ...draft.entered, [which]: entry } }, which, {
    ...event,
    date: isoDayOfEntry(entry),
  });
}

export const eventOf = (draft: FamilyDraft, which: LifeEventName): LifeEvent =>
  (which === 'birth' ? draft.person.birth : draft.person.passing) ?? EMPTY_EVENT;

export function withEvent(draft: FamilyDraft, which: LifeEventName, event: LifeEvent): FamilyDraft {
  return { ...draft, person: { ...draft.person, [which]: event } };
}

/** What is sent: the passing only for the departed. */
export const inputOf = (draft: FamilyDraft): FamilyPersonInput => ({
  ...draft.person,
  passing: draft.person.departed ? (draft.person.passing ?? EMPTY_EVENT) : null,
});

/** The draft's problems: a date typed that names no day, then the server's rules. */
export function draftProblems(draft: FamilyDraft, nowMs: number): FieldError[] {
  const typed: FieldError[] = [];
  for (const [which, texts] of [
    ['birth', BIRTH_TEXT],
    ['passing', PASSING_TEXT],
  ] as const) {
    const entry = draft.entered[which];
    if (which === 'passing' && !draft.person.departed) continue;
    if (!isEmptyEntry(entry) && isoDayOfEntry(entry) === null) {
      typed.push({ path: `${which}.date`, message: english(texts.notADay), text: texts.notADay });
    }
  }
  const paths = new Set(typed.map((f) => f.path));
  const rules = familyPersonProblems(inputOf(draft), nowMs).filter((f) => !paths.has(f.path));
  return [...typed, ...rules];
}
