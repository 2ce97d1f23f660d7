/**
 * Marking pujas performed, for priests and the office: choose what (some
 * people of an order, or everyone of a puja date, optionally one puja),
 * confirm (the devotees are emailed), then the server records it.
 *
 *   idle → confirming → submitting → done | failed (retry)
 */
import { assertEvent, assign, setup } from 'xstate';
import { failureMessage } from '../../shared/failure';
import { actorOutput, providedByView, type InvokeResultEvent } from '../../shared/invoked-actor';

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
    events: {} as MarkPerformedEvent | InvokeResultEvent<number, 'markPerformed'>,
  },
  actors: {
    // Provided by the console: POST …/orders/:n/performed or …/roster/performed.
    markPerformed: providedByView<number, PerformedScope>('markPerformed'),
  },
  actions: {
    choose: assign(({ event }) => {
      assertEvent(event, 'performed.choose');
      return { scope: event.scope, marked: null, problem: null };
    }),
    keepCount: assign({ marked: actorOutput<number>('markPerformed') }),
    noteFailure: assign({ problem: failureMessage('markPerformed', 'Marking failed') }),
  },
}).createMachine({
  id: 'staffMarkPerformed',
  initial: 'idle',
  context: { scope: null, marked: null, problem: null },
  states: {
    idle: {
      on: { 'performed.choose': { target: 'confirming', actions: 'choose' } },
    },
    confirming: {
      on: { 'performed.confirm': 'submitting', 'performed.cancel': 'idle' },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'markPerformed',
        src: 'markPerformed',
        input: ({ context }) => context.scope!,
        onDone: { target: 'done', actions: 'keepCount' },
        onError: { target: 'failed', actions: 'noteFailure' },
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
