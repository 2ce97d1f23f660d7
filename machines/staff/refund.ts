/**
 * The console's refund: choose who (the whole order or some people), give a
 * reason, confirm the amount, then the server refunds through the payment
 * service. A failure keeps the choice so the office can retry.
 */
import { assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '../shared/failure';

export interface RefundRequest {
  /** The order's number (or, for a refund due, the booking's code). */
  orderNumber: string;
  /** null: the whole order. */
  positions: number[] | null;
  reason: string;
}

export interface RefundOutcome {
  outcome: string;
  amountCents: number;
}

export type RefundEvent =
  | { type: 'refund.start'; positions: number[] | null }
  | { type: 'refund.reason'; reason: string }
  | { type: 'refund.review' }
  | { type: 'refund.back' }
  | { type: 'refund.confirm' }
  | { type: 'refund.retry' }
  | { type: 'refund.cancel' }
  | { type: 'refund.close' };

export interface RefundContext {
  orderNumber: string;
  positions: number[] | null;
  reason: string;
  problem: string | null;
  result: RefundOutcome | null;
}

export const refundMachine = setup({
  types: {
    context: {} as RefundContext,
    events: {} as RefundEvent,
    input: {} as { orderNumber: string },
  },
  actors: {
    // Provided by the console (machine.provide): POST …/orders/:n/refund.
    refund: fromPromise<RefundOutcome, RefundRequest>(async () => {
      throw new Error('refund actor not provided');
    }),
  },
  guards: {
    hasReason: ({ context }) => context.reason.trim() !== '',
  },
}).createMachine({
  id: 'staffRefund',
  initial: 'idle',
  context: ({ input }) => ({
    orderNumber: input.orderNumber,
    positions: null,
    reason: '',
    problem: null,
    result: null,
  }),
  states: {
    idle: {
      on: {
        'refund.start': {
          target: 'choosing',
          actions: assign(({ event }) => ({
            positions: event.positions,
            reason: '',
            problem: null,
            result: null,
          })),
        },
      },
    },
    choosing: {
      on: {
        'refund.reason': { actions: assign({ reason: ({ event }) => event.reason }) },
        'refund.review': [
          { guard: 'hasReason', target: 'confirming', actions: assign({ problem: null }) },
          { actions: assign({ problem: 'Give a reason for the refund' }) },
        ],
        'refund.cancel': 'idle',
      },
    },
    // The confirmation offers Back to the reason (which has Cancel), as both refund pages show it.
    confirming: {
      on: {
        'refund.confirm': 'submitting',
        'refund.back': 'choosing',
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'refund',
        input: ({ context }) => ({
          orderNumber: context.orderNumber,
          positions: context.positions,
          reason: context.reason,
        }),
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ problem: failureMessage('The refund failed') }),
        },
      },
    },
    failed: {
      on: { 'refund.retry': 'submitting', 'refund.cancel': 'idle' },
    },
    done: {
      on: { 'refund.close': 'idle' },
    },
  },
});
