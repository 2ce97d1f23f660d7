/**
 * The family editor: the account's people and the people of its past orders
 * are loaded; a person is added (from nothing or from an order), changed or
 * removed. A draft is checked with the server's rules before it is sent, the
 * devotee's consent among them; a removal is confirmed first.
 *
 *   loading → list | loadFailed (retry)
 *   list → editing → saving → list | editing (refused, or no answer)
 *   list → confirmingRemoval → removing → list
 */
import { assertEvent, assign, setup } from 'xstate';
import type {
  FamilyPerson,
  FamilyPersonInput,
  FamilyPlace,
  FamilySuggestion,
  LifeEvent,
  ReminderChoice,
} from '../../domain/account';
import type { FieldError } from '../../domain/api-error';
import type { DayEntry } from '../../domain/day-entry';
import { failureMessage } from '../shared/failure';
import { outputOf, providedByView, type InvokeResultEvent } from '../shared/invoked-actor';
import {
  draftOfPerson,
  draftOfSuggestion,
  draftProblems,
  emptyDraft,
  eventOf,
  inputOf,
  withEntry,
  withEvent,
  type FamilyDraft,
  type LifeEventName,
} from '../../domain/account/family-draft';

export interface FamilyLoad {
  people: FamilyPerson[];
  suggestions: FamilySuggestion[];
}
/** What saving answers: the kept person, or the fields the server refused. */
export type SaveAnswer =
  { kind: 'saved'; person: FamilyPerson } | { kind: 'invalid'; fields: FieldError[] };
export interface SaveRequest {
  /** The person changed, or null for a new one. */
  id: string | null;
  input: FamilyPersonInput;
}

export interface FamilyEditorInput {
  /** The page's clock: a date in the future is refused (machines read no clock). */
  nowMs: number;
}

type TextField = 'name' | 'relation' | 'tradition' | 'lunarScheme';
type DetailField = 'time' | 'star' | 'monthSign' | 'tithi';

export type FamilyEditorEvent =
  | { type: 'family.retry' }
  | { type: 'family.add' }
  | { type: 'family.edit'; id: string }
  | { type: 'family.adopt'; orderNumber: string; name: string }
  | { type: 'family.set'; field: TextField; value: string }
  | { type: 'family.departed'; value: boolean }
  | { type: 'family.consent'; value: boolean }
  | { type: 'family.day'; event: LifeEventName; entry: DayEntry }
  | {
      type: 'family.detail';
      event: LifeEventName;
      field: DetailField;
      value: string | number | null;
    }
  | { type: 'family.place'; event: LifeEventName; place: FamilyPlace | null }
  | { type: 'family.reminders'; reminders: ReminderChoice }
  | { type: 'family.save' }
  | { type: 'family.cancel' }
  | { type: 'family.remove'; id: string }
  | { type: 'family.confirmRemove' };

export interface FamilyEditorContext {
  nowMs: number;
  people: FamilyPerson[];
  suggestions: FamilySuggestion[];
  draft: FamilyDraft | null;
  /** The kept person being changed; null for a new one. */
  editingId: string | null;
  /** The person asked to be removed. */
  removingId: string | null;
  errors: FieldError[];
  problem: string | null;
  /** What the list last said was done, for its status line. */
  done: 'saved' | 'removed' | null;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const familyEditorMachine = setup({
  types: {
    context: {} as FamilyEditorContext,
    input: {} as FamilyEditorInput,
    events: {} as
      | FamilyEditorEvent
      | InvokeResultEvent<FamilyLoad, 'loadFamily'>
      | InvokeResultEvent<SaveAnswer, 'savePerson'>
      | InvokeResultEvent<unknown, 'removePerson'>,
  },
  actors: {
    // Provided by the page (src/api/account.ts): the family's calls.
    loadFamily: providedByView<FamilyLoad>('loadFamily'),
    savePerson: providedByView<SaveAnswer, SaveRequest>('savePerson'),
    removePerson: providedByView<unknown, { id: string }>('removePerson'),
  },
  guards: {
    valid: ({ context }) =>
      context.draft !== null && draftProblems(context.draft, context.nowMs).length === 0,
    refused: ({ event }) => outputOf('savePerson')({ event }).kind === 'invalid',
    known: ({ context, event }) => {
      assertEvent(event, ['family.edit', 'family.remove']);
      return context.people.some((p) => p.id === event.id);
    },
    suggested: ({ context, event }) => {
      assertEvent(event, 'family.adopt');
      return context.suggestions.some(
        (s) => s.orderNumber === event.orderNumber && sameName(s.person.name, event.name),
      );
    },
  },
  actions: {
    keepLoad: assign(({ event }) => {
      const load = outputOf('loadFamily')({ event });
      return { people: load.people, suggestions: load.suggestions, problem: null };
    }),
    startNew: assign({
      draft: () => emptyDraft(),
      editingId: null,
      errors: [],
      problem: null,
      done: null,
    }),
    startEdit: assign(({ context, event }) => {
      assertEvent(event, 'family.edit');
      const person = context.people.find((p) => p.id === event.id)!;
      return {
        draft: draftOfPerson(person),
        editingId: person.id,
        errors: [],
        problem: null,
        done: null,
      };
    }),
    startAdopt: assign(({ context, event }) => {
      assertEvent(event, 'family.adopt');
      const suggestion = context.suggestions.find(
        (s) => s.orderNumber === event.orderNumber && sameName(s.person.name, event.name),
      )!;
      return {
        draft: draftOfSuggestion(suggestion),
        editingId: null,
        errors: [],
        problem: null,
        done: null,
      };
    }),
    setText: assign(({ context, event }) => {
      assertEvent(event, 'family.set');
      const draft = context.draft!;
      return { draft: { ...draft, person: { ...draft.person, [event.field]: event.value } } };
    }),
    setDeparted: assign(({ context, event }) => {
      assertEvent(event, 'family.departed');
      const draft = context.draft!;
      return { draft: { ...draft, person: { ...draft.person, departed: event.value } } };
    }),
    setConsent: assign(({ context, event }) => {
      assertEvent(event, 'family.consent');
      const draft = context.draft!;
      return { draft: { ...draft, person: { ...draft.person, consent: event.value } } };
    }),
    setDay: assign(({ context, event }) => {
      assertEvent(event, 'family.day');
      return { draft: withEntry(context.draft!, event.event, event.entry) };
    }),
    setDetail: assign(({ context, event }) => {
      assertEvent(event, 'family.detail');
      const draft = context.draft!;
      const value = event.value === '' ? null : event.value;
      const changed: LifeEvent = { ...eventOf(draft, event.event), [event.field]: value };
      return { draft: withEvent(draft, event.event, changed) };
    }),
    setPlace: assign(({ context, event }) => {
      assertEvent(event, 'family.place');
      const draft = context.draft!;
      return {
        draft: withEvent(draft, event.event, {
          ...eventOf(draft, event.event),
          place: event.place,
        }),
      };
    }),
    setReminders: assign(({ context, event }) => {
      assertEvent(event, 'family.reminders');
      const draft = context.draft!;
      return { draft: { ...draft, person: { ...draft.person, reminders: event.reminders } } };
    }),
    showProblems: assign(({ context }) => ({
      errors: context.draft ? draftProblems(context.draft, context.nowMs) : [],
    })),
    clearProblems: assign({ errors: [], problem: null }),
    keepSaved: assign(({ context, event }) => {
      const answer = outputOf('savePerson')({ event });
      if (answer.kind !== 'saved') return {};
      const { person } = answer;
      const exists = context.people.some((p) => p.id === person.id);
      return {
        people: exists
          ? context.people.map((p) => (p.id === person.id ? person : p))
          : [...context.people, person],
        suggestions: context.suggestions.filter((s) => !sameName(s.person.name, person.name)),
        draft: null,
        editingId: null,
        done: 'saved' as const,
      };
    }),
    keepRefusal: assign(({ event }) => {
      const answer = outputOf('savePerson')({ event });
      return { errors: answer.kind === 'invalid' ? answer.fields : [] };
    }),
    noteSaveFailure: assign({ problem: failureMessage('savePerson', 'Saving failed') }),
    noteLoadFailure: assign({
      problem: failureMessage('loadFamily', 'The family could not be read'),
    }),
    noteRemoveFailure: assign({ problem: failureMessage('removePerson', 'Removing failed') }),
    dropDraft: assign({ draft: null, editingId: null, errors: [], problem: null }),
    askRemoval: assign(({ event }) => {
      assertEvent(event, 'family.remove');
      return { removingId: event.id, problem: null, done: null };
    }),
    forgetRemoval: assign({ removingId: null }),
    keepRemoval: assign(({ context }) => ({
      people: context.people.filter((p) => p.id !== context.removingId),
      removingId: null,
      done: 'removed' as const,
    })),
  },
}).createMachine({
  id: 'familyEditor',
  initial: 'loading',
  context: ({ input }) => ({
    nowMs: input.nowMs,
    people: [],
    suggestions: [],
    draft: null,
    editingId: null,
    removingId: null,
    errors: [],
    problem: null,
    done: null,
  }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadFamily',
        src: 'loadFamily',
        onDone: { target: 'list', actions: 'keepLoad' },
        onError: { target: 'loadFailed', actions: 'noteLoadFailure' },
      },
    },
    loadFailed: {
      on: { 'family.retry': { target: 'loading' } },
    },
    list: {
      on: {
        'family.add': { target: 'editing', actions: 'startNew' },
        'family.edit': { guard: 'known', target: 'editing', actions: 'startEdit' },
        'family.adopt': { guard: 'suggested', target: 'editing', actions: 'startAdopt' },
        'family.remove': { guard: 'known', target: 'confirmingRemoval', actions: 'askRemoval' },
      },
    },
    editing: {
      on: {
        'family.set': { actions: 'setText' },
        'family.departed': { actions: 'setDeparted' },
        'family.consent': { actions: 'setConsent' },
        'family.day': { actions: 'setDay' },
        'family.detail': { actions: 'setDetail' },
        'family.place': { actions: 'setPlace' },
        'family.reminders': { actions: 'setReminders' },
        'family.save': [
          { guard: 'valid', target: 'saving', actions: 'clearProblems' },
          { actions: 'showProblems' },
        ],
        'family.cancel': { target: 'list', actions: 'dropDraft' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'savePerson',
        src: 'savePerson',
        input: ({ context }) => ({ id: context.editingId, input: inputOf(context.draft!) }),
        onDone: [
          { guard: 'refused', target: 'editing', actions: 'keepRefusal' },
          { target: 'list', actions: 'keepSaved' },
        ],
        onError: { target: 'editing', actions: 'noteSaveFailure' },
      },
    },
    confirmingRemoval: {
      on: {
        'family.confirmRemove': { target: 'removing' },
        'family.cancel': { target: 'list', actions: 'forgetRemoval' },
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'removePerson',
        src: 'removePerson',
        input: ({ context }) => ({ id: context.removingId ?? '' }),
        onDone: { target: 'list', actions: 'keepRemoval' },
        onError: { target: 'list', actions: ['noteRemoveFailure', 'forgetRemoval'] },
      },
    },
  },
});
