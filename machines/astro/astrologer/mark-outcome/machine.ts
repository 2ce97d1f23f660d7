/**
 * Marking one reading completed or a no-show: choose which, confirm, then
 * the server records it (only once the reading has started). The view
 * provides `markOutcome` (POST …/astrologer/bookings/:code/outcome).
 *
 *   idle → confirming → submitting → idle (recorded) | failed (retry)
 */
import { assertEvent, assign, setup } from 'xstate';
import { failureMessage } from '../../../shared/failure';
import { outputOf, providedByView, type InvokeResultEvent } from '../../../shared/invoked-actor';
import type { Outcome } from '../../../../domain/astro/astrologer-pages';

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
    events: {} as MarkOutcomeEvent | InvokeResultEvent<Outcome, 'markOutcome'>,
    input: {} as { code: string; recorded: string },
  },
  actors: {
    markOutcome: providedByView<Outcome, { code: string; outcome: Outcome }>('markOutcome'),
  },
  actions: {
    choose: assign(({ event }) => {
      assertEvent(event, 'outcome.choose');
      return { chosen: event.outcome, problem: null };
    }),
    keepRecorded: assign({ recorded: outputOf('markOutcome') }),
    noteFailure: assign({ problem: failureMessage('markOutcome', 'Marking failed') }),
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
      on: { 'outcome.choose': { target: 'confirming', actions: 'choose' } },
    },
    confirming: {
      on: { 'outcome.confirm': 'submitting', 'outcome.cancel': 'idle' },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'markOutcome',
        src: 'markOutcome',
        input: ({ context }) => ({ code: context.code, outcome: context.chosen! }),
        onDone: { target: 'idle', actions: 'keepRecorded' },
        onError: { target: 'failed', actions: 'noteFailure' },
      },
    },
    failed: {
      on: { 'outcome.retry': 'submitting', 'outcome.cancel': 'idle' },
    },
  },
});
