/**
 * The console's refund: choose who (the whole order or some people), give a
 * reason, confirm the amount, then the server refunds through the payment
 * service. A failure keeps the choice so the office can retry.
 *
 *   idle → choosing → confirming → submitting → done | failed (retry)
 */
import { assertEvent, assign, setup } from 'xstate';
import { failureMessage } from '../../shared/failure';
import {
  outputOf,
  eventValue,
  providedByView,
  type InvokeResultEvent,
} from '../../shared/invoked-actor';

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
    events: {} as RefundEvent | InvokeResultEvent<RefundOutcome, 'refund'>,
    input: {} as { orderNumber: string },
  },
  actors: {
    // Provided by the console (machine.provide): POST …/orders/:n/refund.
    refund: providedByView<RefundOutcome, RefundRequest>('refund'),
  },
  guards: {
    hasReason: ({ context }) => context.reason.trim() !== '',
  },
  actions: {
    choose: assign(({ event }) => {
      assertEvent(event, 'refund.start');
      return { positions: event.positions, reason: '', problem: null, result: null };
    }),
    takeReason: assign({ reason: eventValue('refund.reason', 'reason') }),
    clearProblem: assign({ problem: null }),
    askForReason: assign({ problem: 'Give a reason for the refund' }),
    keepResult: assign({ result: outputOf('refund') }),
    noteFailure: assign({ problem: failureMessage('refund', 'The refund failed') }),
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
      on: { 'refund.start': { target: 'choosing', actions: 'choose' } },
    },
    choosing: {
      on: {
        'refund.reason': { actions: 'takeReason' },
        'refund.review': [
          { guard: 'hasReason', target: 'confirming', actions: 'clearProblem' },
          { actions: 'askForReason' },
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
        id: 'refund',
        src: 'refund',
        input: ({ context }) => ({
          orderNumber: context.orderNumber,
          positions: context.positions,
          reason: context.reason,
        }),
        onDone: { target: 'done', actions: 'keepResult' },
        onError: { target: 'failed', actions: 'noteFailure' },
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
