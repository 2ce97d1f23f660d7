/** The reminder choices machine's model, for the bare suite. */
import type { ModelSpec } from '../../test-support/model-harness';
import { keyWithProblem, UNREACHABLE } from '../../test-support/model-parts';
import type { SaveRemindersInput } from '../machine';
import { reminderChoicesMachine, type ReminderChoicesContext } from '../machine';

const NONE = { weeksBefore: null, daysBefore: null };

export const reminderChoicesSpec: ModelSpec = {
  machine: reminderChoicesMachine,
  entries: [
    { label: 'no reminders yet', input: { personId: 'p1', reminders: NONE } },
    {
      label: 'both reminders',
      input: { personId: 'p1', reminders: { weeksBefore: 1, daysBefore: 3 } },
    },
  ],
  events: () => [
    { type: 'reminders.weeks', value: 4 },
    { type: 'reminders.days', value: null },
    { type: 'reminders.save' },
    { type: 'reminders.retry' },
  ],
  outcomes: {
    saveReminders: [
      {
        label: 'saved',
        output: { kind: 'saved', reminders: { weeksBefore: 4, daysBefore: null } },
      },
      {
        label: 'refused',
        output: {
          kind: 'invalid',
          fields: [{ path: 'weeksBefore', message: 'Too many weeks' }],
        },
      },
      { label: 'no answer', error: UNREACHABLE },
    ],
  },
  serialize: keyWithProblem<ReminderChoicesContext>((c) => ({
    choice: c.choice,
    errors: c.errors.length > 0,
  })),
  invariant: (snapshot, calls) => {
    const c = snapshot.context as ReminderChoicesContext;
    for (const call of calls) {
      const input = call.input as SaveRemindersInput;
      if (call.src === 'saveReminders' && input.personId !== 'p1') {
        throw new Error(`Saved another person's reminders: ${JSON.stringify(input)}`);
      }
    }
    if (snapshot.matches('saved')) {
      if (c.errors.length > 0 || c.problem !== null) throw new Error('Saved, yet showing problems');
      if (JSON.stringify(c.saved) !== JSON.stringify(c.choice)) {
        throw new Error('Saved, yet the form shows other choices than the server holds');
      }
    }
    if (snapshot.matches('failed') && c.problem === null) throw new Error('Failed without a word');
    if (snapshot.matches('saving') && (c.errors.length > 0 || c.problem !== null)) {
      throw new Error('Saving while still showing the last problems');
    }
  },
};
