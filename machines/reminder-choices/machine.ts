/**
 * One person's reminder choices on the year page: how many weeks before
 * each of their days a mail comes, and how many days before a second one
 * (each or neither), saved to the server, which checks them with the same
 * schema and names the field it refuses.
 *
 *   editing → saving → saved (edit → editing) | editing with the refused fields
 *                    | failed (retry → saving; edit → editing)
 */
import { assertEvent, assign, setup } from 'xstate';
import type { FieldError } from '../../domain/api-error';
import type { Reminders } from '../../domain/sacred-year/api';
import { failureMessage } from '../shared/failure';
import { outputOf, providedByView, type InvokeResultEvent } from '../shared/invoked-actor';

/** What the save answers: the choices kept, or the fields refused (400). */
export type SaveRemindersAnswer =
  { kind: 'saved'; reminders: Reminders } | { kind: 'invalid'; fields: FieldError[] };

export interface SaveRemindersInput {
  personId: string;
  reminders: Reminders;
}

export interface ReminderChoicesInput {
  personId: string;
  /** The choices the server holds. */
  reminders: Reminders;
}

export type ReminderChoicesEvent =
  | { type: 'reminders.weeks'; value: number | null }
  | { type: 'reminders.days'; value: number | null }
  | { type: 'reminders.save' }
  | { type: 'reminders.retry' };

export interface ReminderChoicesContext {
  personId: string;
  /** What the server holds. */
  saved: Reminders;
  /** What the form shows. */
  choice: Reminders;
  errors: FieldError[];
  problem: string | null;
}

export const reminderChoicesMachine = setup({
  types: {
    context: {} as ReminderChoicesContext,
    input: {} as ReminderChoicesInput,
    events: {} as ReminderChoicesEvent | InvokeResultEvent<SaveRemindersAnswer, 'saveReminders'>,
  },
  actors: {
    // Provided by the page (src/api/sacred-year.ts): PUT account/year/people/:id/reminders.
    saveReminders: providedByView<SaveRemindersAnswer, SaveRemindersInput>('saveReminders'),
  },
  guards: {
    refused: ({ event }) => outputOf('saveReminders')({ event }).kind === 'invalid',
  },
  actions: {
    chooseWeeks: assign(({ context, event }) => {
      assertEvent(event, 'reminders.weeks');
      return { choice: { ...context.choice, weeksBefore: event.value } };
    }),
    chooseDays: assign(({ context, event }) => {
      assertEvent(event, 'reminders.days');
      return { choice: { ...context.choice, daysBefore: event.value } };
    }),
    clearProblems: assign({ errors: [], problem: null }),
    keepRefusal: assign(({ event }) => {
      const answer = outputOf('saveReminders')({ event });
      return { errors: answer.kind === 'invalid' ? answer.fields : [] };
    }),
    keepSaved: assign(({ event }) => {
      const answer = outputOf('saveReminders')({ event });
      return answer.kind === 'saved' ? { saved: answer.reminders, choice: answer.reminders } : {};
    }),
    noteFailure: assign({ problem: failureMessage('saveReminders', 'The save failed') }),
  },
}).createMachine({
  id: 'reminderChoices',
  initial: 'editing',
  context: ({ input }) => ({
    personId: input.personId,
    saved: input.reminders,
    choice: input.reminders,
    errors: [],
    problem: null,
  }),
  states: {
    editing: {
      on: {
        'reminders.weeks': { actions: 'chooseWeeks' },
        'reminders.days': { actions: 'chooseDays' },
        'reminders.save': { target: 'saving', actions: 'clearProblems' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveReminders',
        src: 'saveReminders',
        input: ({ context }) => ({ personId: context.personId, reminders: context.choice }),
        onDone: [
          { guard: 'refused', target: 'editing', actions: 'keepRefusal' },
          { target: 'saved', actions: 'keepSaved' },
        ],
        onError: { target: 'failed', actions: 'noteFailure' },
      },
    },
    saved: {
      on: {
        'reminders.weeks': { target: 'editing', actions: 'chooseWeeks' },
        'reminders.days': { target: 'editing', actions: 'chooseDays' },
      },
    },
    failed: {
      on: {
        'reminders.retry': { target: 'saving', actions: 'clearProblems' },
        'reminders.weeks': { target: 'editing', actions: ['clearProblems', 'chooseWeeks'] },
        'reminders.days': { target: 'editing', actions: ['clearProblems', 'chooseDays'] },
      },
    },
  },
});
