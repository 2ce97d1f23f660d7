/** The family editor machine's model, for the bare suite. */
import { EMPTY_EVENT, NO_REMINDERS, type FamilyPerson } from '../../../domain/account';
import type { ModelSpec } from '../../test-support/model-harness';
import { keyWithProblem, UNREACHABLE } from '../../test-support/model-parts';
import { draftProblems } from '../../../domain/account/family-draft';
import { familyEditorMachine, type FamilyEditorContext, type SaveRequest } from '../machine';

const KOLLAM = { name: 'Kollam', lat: 8.88, lon: 76.6, timeZone: 'Asia/Kolkata' };
const NOW_MS = Date.parse('2026-12-07T10:00:00Z');

const kept = (id: string, name: string): FamilyPerson => ({
  id,
  name,
  relation: 'daughter',
  tradition: 'kerala',
  lunarScheme: 'amanta',
  departed: false,
  birth: { ...EMPTY_EVENT, date: '2015-08-21', star: 3 },
  passing: null,
  reminders: NO_REMINDERS,
  consentAt: '2026-12-01T10:00:00Z',
  createdAt: '2026-12-01T10:00:00Z',
  updatedAt: '2026-12-01T10:00:00Z',
});

const SUGGESTION = {
  orderNumber: 'P261201ABCDEFGH',
  person: {
    name: 'Person1 Menon',
    relation: 'other' as const,
    tradition: 'kerala' as const,
    lunarScheme: 'amanta' as const,
    departed: false,
    birth: { ...EMPTY_EVENT, date: '1985-07-04', time: '19:05' },
    passing: null,
    reminders: NO_REMINDERS,
  },
};

export const familyEditorSpec: ModelSpec = {
  machine: familyEditorMachine,
  entries: [{ label: 'the family page', input: { nowMs: NOW_MS } }],
  events: () => [
    { type: 'family.retry' },
    { type: 'family.add' },
    { type: 'family.edit', id: 'p1' },
    { type: 'family.edit', id: 'nobody' },
    { type: 'family.adopt', orderNumber: SUGGESTION.orderNumber, name: 'Person1 Menon' },
    { type: 'family.set', field: 'name', value: 'Lakshmi' },
    { type: 'family.day', event: 'birth', entry: { day: '21', month: '8', year: '2015' } },
    { type: 'family.day', event: 'birth', entry: { day: '31', month: '2', year: '2015' } },
    { type: 'family.detail', event: 'birth', field: 'star', value: 3 },
    { type: 'family.departed', value: true },
    { type: 'family.place', event: 'birth', place: KOLLAM },
    { type: 'family.reminders', reminders: { weeksBefore: 2, daysBefore: 3 } },
    { type: 'family.consent', value: true },
    { type: 'family.save' },
    { type: 'family.cancel' },
    { type: 'family.remove', id: 'p1' },
    { type: 'family.confirmRemove' },
  ],
  outcomes: {
    loadFamily: [
      { label: 'loaded', output: { people: [kept('p1', 'Asha')], suggestions: [SUGGESTION] } },
      { label: 'no answer', error: UNREACHABLE },
    ],
    savePerson: [
      {
        label: 'saved',
        output: { kind: 'saved', person: kept('p2', 'Lakshmi') },
      },
      {
        label: 'refused',
        output: { kind: 'invalid', fields: [{ path: 'birth.date', message: 'Not a day' }] },
      },
      { label: 'no answer', error: UNREACHABLE },
    ],
    removePerson: [
      { label: 'removed', output: null },
      { label: 'no answer', error: UNREACHABLE },
    ],
  },
  serialize: keyWithProblem<FamilyEditorContext>((c) => ({
    people: c.people.map((p) => p.id).join(),
    suggestions: c.suggestions.length,
    editing: c.editingId !== null,
    removing: c.removingId,
    errors: c.errors.length > 0,
    done: c.done,
    // The draft by what decides a save: how many problems it has, consent among them.
    draft: c.draft && {
      problems: draftProblems(c.draft, NOW_MS).map((f) => f.path),
      departed: c.draft.person.departed,
    },
  })),
  invariant: (snapshot, calls) => {
    const c = snapshot.context as FamilyEditorContext;
    for (const call of calls) {
      if (call.src !== 'savePerson') continue;
      const { input } = call.input as SaveRequest;
      // Nothing is sent that the server's own rules refuse, consent first of all.
      const problems = draftProblems(
        {
          person: input,
          entered: {
            birth: { day: '', month: '', year: '' },
            passing: { day: '', month: '', year: '' },
          },
        },
        NOW_MS,
      );
      if (!input.consent || problems.length > 0) {
        throw new Error(`Sent a person the rules refuse: ${JSON.stringify(problems)}`);
      }
    }
    if (snapshot.matches('list') && c.draft !== null) throw new Error('A draft left on the list');
    if (snapshot.matches('editing') && c.draft === null) throw new Error('Editing nothing');
    if (snapshot.matches('confirmingRemoval') && !c.people.some((p) => p.id === c.removingId)) {
      throw new Error('Confirming the removal of nobody');
    }
  },
};
