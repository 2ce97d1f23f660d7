/**
 * Marking pujas performed, for priests and the office: choose what (some
 * people of an order, or everyone of a puja date, optionally one puja),
 * confirm (the devotees are emailed), then the server records it.
 */
import { assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '../shared/failure';

export type PerformedScope =
  | { kind: 'people'; orderNumber: string; positions: number[] }
  | { kind: 'date'; date: string; pujaId?: number };

export type MarkPerformedEvent =
  | { type: 'performed.choose'; scope: PerformedScope }
  | { type: 'performed.confirm' }
  | { type: 'performed.retry' }
  | { type: 'performed.cancel' }
  | { type: 'performed.close' };

export interface MarkPerformedContext {
  scope: PerformedScope | null;
  marked: number | null;
  problem: string | null;
}

export const markPerformedMachine = setup({
  types: {
    context: {} as MarkPerformedContext,
    events: {} as MarkPerformedEvent,
  },
  actors: {
    // Provided by the console: POST …/orders/:n/performed or …/roster/performed.
    markPerformed: fromPromise<number, PerformedScope>(async () => {
      throw new Error('markPerformed actor not provided');
    }),
  },
}).createMachine({
  id: 'staffMarkPerformed',
  initial: 'idle',
  context: { scope: null, marked: null, problem: null },
  states: {
    idle: {
      on: {
        'performed.choose': {
          target: 'confirming',
          actions: assign({ scope: ({ event }) => event.scope, marked: null, problem: null }),
        },
      },
    },
    confirming: {
      on: { 'performed.confirm': 'submitting', 'performed.cancel': 'idle' },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'markPerformed',
        input: ({ context }) => context.scope!,
        onDone: { target: 'done', actions: assign({ marked: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ problem: failureMessage('Marking failed') }),
        },
      },
    },
    failed: {
      on: { 'performed.retry': 'submitting', 'performed.cancel': 'idle' },
    },
    done: {
      on: { 'performed.close': 'idle' },
    },
  },
});
