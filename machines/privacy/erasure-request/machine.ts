/**
 * A devotee asking the temple to erase their details, from an order's or a
 * booking's page: ask, confirm, the request is recorded (the office confirms
 * it later; nothing is erased at once). A failure offers another try.
 *
 *   idle → confirming → sending → sent | failed (retry)
 */
import { assign, setup } from 'xstate';
import type { DevoteeErasureRequest } from '../../../domain/privacy/requests';
import { failureMessage } from '../../shared/failure';
import { outputOf, providedByView, type InvokeResultEvent } from '../../shared/invoked-actor';

export interface ErasureRequested {
  requestedAt: string;
}

export type ErasureRequestEvent =
  | { type: 'erasure.ask' }
  | { type: 'erasure.confirm' }
  | { type: 'erasure.retry' }
  | { type: 'erasure.cancel' };

export interface ErasureRequestContext {
  request: DevoteeErasureRequest;
  requestedAt: string | null;
  problem: string | null;
}

export const erasureRequestMachine = setup({
  types: {
    context: {} as ErasureRequestContext,
    events: {} as ErasureRequestEvent | InvokeResultEvent<ErasureRequested, 'requestErasure'>,
    input: {} as { request: DevoteeErasureRequest },
  },
  actors: {
    // Provided by the page: POST /api/privacy/erasure-requests.
    requestErasure: providedByView<ErasureRequested, DevoteeErasureRequest>('requestErasure'),
  },
  actions: {
    keepTime: assign({
      requestedAt: ({ event }) => outputOf('requestErasure')({ event }).requestedAt,
    }),
    clearProblem: assign({ problem: null }),
    noteFailure: assign({ problem: failureMessage('requestErasure', 'The request was not sent') }),
  },
}).createMachine({
  id: 'erasureRequest',
  initial: 'idle',
  context: ({ input }) => ({ request: input.request, requestedAt: null, problem: null }),
  states: {
    idle: {
      on: { 'erasure.ask': 'confirming' },
    },
    confirming: {
      on: { 'erasure.confirm': 'sending', 'erasure.cancel': 'idle' },
    },
    sending: {
      tags: ['busy'],
      entry: 'clearProblem',
      invoke: {
        id: 'requestErasure',
        src: 'requestErasure',
        input: ({ context }) => context.request,
        onDone: { target: 'sent', actions: 'keepTime' },
        onError: { target: 'failed', actions: 'noteFailure' },
      },
    },
    failed: {
      on: { 'erasure.retry': 'sending', 'erasure.cancel': 'idle' },
    },
    sent: { type: 'final' },
  },
});
