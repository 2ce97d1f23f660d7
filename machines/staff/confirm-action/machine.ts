/**
 * One console action that is asked first: the staff member chooses what it
 * applies to (a photograph to withdraw, an erasure request to confirm), confirms,
 * then the server acts and may answer a result. A failure keeps the choice.
 * Each panel provides `performAction` (machine.provide) and names, in the
 * input, the problem shown when the failure gives no message.
 *
 *   idle → confirming → submitting → done | failed (retry)
 */
import { assertEvent, assign, setup } from 'xstate';
import { failureMessage } from '../../shared/failure';
import { outputOf, providedByView, type InvokeResultEvent } from '../../shared/invoked-actor';

export type ConfirmActionEvent =
  | { type: 'action.choose'; subject: string }
  | { type: 'action.confirm' }
  | { type: 'action.retry' }
  | { type: 'action.cancel' }
  | { type: 'action.close' };

export interface ConfirmActionContext<TResult> {
  /** What the action applies to (an id), once chosen. */
  subject: string | null;
  /** The server's answer, once done. */
  result: TResult | null;
  problem: string | null;
  /** The problem when the failure gives no message of its own. */
  fallbackProblem: string;
}

export interface ConfirmActionInput {
  fallbackProblem: string;
}

/** The machine, typed for what its action answers (the chart is the same for every result). */
export function confirmAction<TResult>() {
  return setup({
    types: {
      context: {} as ConfirmActionContext<TResult>,
      events: {} as ConfirmActionEvent | InvokeResultEvent<TResult, 'performAction'>,
      input: {} as ConfirmActionInput,
    },
    actors: {
      performAction: providedByView<TResult, string>('performAction'),
    },
    actions: {
      choose: assign(({ event }) => {
        assertEvent(event, 'action.choose');
        return { subject: event.subject, result: null, problem: null };
      }),
      keepResult: assign({ result: outputOf('performAction') }),
      noteFailure: assign({
        problem: ({ context, event }) =>
          failureMessage('performAction', context.fallbackProblem)({ event }),
      }),
    },
  }).createMachine({
    id: 'staffConfirmAction',
    initial: 'idle',
    context: ({ input }) => ({
      subject: null,
      result: null,
      problem: null,
      fallbackProblem: input.fallbackProblem,
    }),
    states: {
      idle: {
        on: { 'action.choose': { target: 'confirming', actions: 'choose' } },
      },
      confirming: {
        on: { 'action.confirm': 'submitting', 'action.cancel': 'idle' },
      },
      submitting: {
        tags: ['busy'],
        invoke: {
          id: 'performAction',
          src: 'performAction',
          input: ({ context }) => context.subject!,
          onDone: { target: 'done', actions: 'keepResult' },
          onError: { target: 'failed', actions: 'noteFailure' },
        },
      },
      failed: {
        on: { 'action.retry': 'submitting', 'action.cancel': 'idle' },
      },
      done: {
        on: { 'action.close': 'idle' },
      },
    },
  });
}

/** What the erasure confirmation erased: orders, bookings, mails. */
export type ErasedCounts = Record<string, number>;

/** Confirming an erasure request: the person's details are erased everywhere, for good. */
export const confirmErasureMachine = confirmAction<ErasedCounts>();

/** Withdrawing a puja's photograph: "My order" no longer shows it, its address answers 410. */
export const withdrawPhotoMachine = confirmAction<void>();
