/**
 * The office confirming an erasure request: choose the request, confirm (the
 * person's details are erased everywhere and cannot be brought back), then the
 * server erases and reports what it erased. A failure keeps the choice.
 *
 *   idle → confirming → erasing → done | failed (retry)
 */
import { assertEvent, assign, setup } from 'xstate';
import { failureMessage } from '../../shared/failure';
import { actorOutput, providedByView, type InvokeResultEvent } from '../../shared/invoked-actor';

/** What the confirmation erased: orders, bookings, mails. */
export type ErasedCounts = Record<string, number>;

export type ConfirmErasureEvent =
  | { type: 'erasure.choose'; requestId: string }
  | { type: 'erasure.confirm' }
  | { type: 'erasure.retry' }
  | { type: 'erasure.cancel' }
  | { type: 'erasure.close' };

export interface ConfirmErasureContext {
  requestId: string | null;
  erased: ErasedCounts | null;
  problem: string | null;
}

export const confirmErasureMachine = setup({
  types: {
    context: {} as ConfirmErasureContext,
    events: {} as ConfirmErasureEvent | InvokeResultEvent<ErasedCounts, 'confirmErasure'>,
  },
  actors: {
    // Provided by the console: POST …/privacy/requests/:id/confirm.
    confirmErasure: providedByView<ErasedCounts, string>('confirmErasure'),
  },
  actions: {
    choose: assign(({ event }) => {
      assertEvent(event, 'erasure.choose');
      return { requestId: event.requestId, erased: null, problem: null };
    }),
    keepCounts: assign({ erased: actorOutput<ErasedCounts>('confirmErasure') }),
    noteFailure: assign({ problem: failureMessage('confirmErasure', 'The erasure failed') }),
  },
}).createMachine({
  id: 'staffConfirmErasure',
  initial: 'idle',
  context: { requestId: null, erased: null, problem: null },
  states: {
    idle: {
      on: { 'erasure.choose': { target: 'confirming', actions: 'choose' } },
    },
    confirming: {
      on: { 'erasure.confirm': 'erasing', 'erasure.cancel': 'idle' },
    },
    erasing: {
      tags: ['busy'],
      invoke: {
        id: 'confirmErasure',
        src: 'confirmErasure',
        input: ({ context }) => context.requestId!,
        onDone: { target: 'done', actions: 'keepCounts' },
        onError: { target: 'failed', actions: 'noteFailure' },
      },
    },
    failed: {
      on: { 'erasure.retry': 'erasing', 'erasure.cancel': 'idle' },
    },
    done: {
      on: { 'erasure.close': 'idle' },
    },
  },
});
