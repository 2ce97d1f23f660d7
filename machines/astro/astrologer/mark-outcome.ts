/**
 * Marking one reading completed or a no-show: choose which, confirm, then
 * the server records it (only once the reading has started). The view
 * provides `markOutcome` (POST …/astrologer/bookings/:code/outcome).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Outcome } from '../../../src/domain/astro/astrologer-pages';
import { failureMessage } from '../../shared/failure';

export type MarkOutcomeEvent =
  | { type: 'outcome.choose'; outcome: Outcome }
  | { type: 'outcome.confirm' }
  | { type: 'outcome.retry' }
  | { type: 'outcome.cancel' };

export interface MarkOutcomeContext {
  code: string;
  chosen: Outcome | null;
  /** The outcome as recorded ('' until one is). */
  recorded: string;
  problem: string | null;
}

export const markOutcomeMachine = setup({
  types: {
    context: {} as MarkOutcomeContext,
    events: {} as MarkOutcomeEvent,
    input: {} as { code: string; recorded: string },
  },
  actors: {
    markOutcome: fromPromise<Outcome, { code: string; outcome: Outcome }>(async () => {
      throw new Error('markOutcome actor not provided');
    }),
  },
}).createMachine({
  id: 'astrologerMarkOutcome',
  initial: 'idle',
  context: ({ input }) => ({
    code: input.code,
    chosen: null,
    recorded: input.recorded,
    problem: null,
  }),
  states: {
    idle: {
      on: {
        'outcome.choose': {
          target: 'confirming',
          actions: assign({ chosen: ({ event }) => event.outcome, problem: null }),
        },
      },
    },
    confirming: {
      on: { 'outcome.confirm': 'submitting', 'outcome.cancel': 'idle' },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'markOutcome',
        input: ({ context }) => ({ code: context.code, outcome: context.chosen! }),
        onDone: { target: 'idle', actions: assign({ recorded: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ problem: failureMessage('Marking failed') }),
        },
      },
    },
    failed: {
      on: { 'outcome.retry': 'submitting', 'outcome.cancel': 'idle' },
    },
  },
});
