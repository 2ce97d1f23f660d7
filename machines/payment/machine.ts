/**
 * The one payment machine of every paying flow (the four order flows and the
 * astrology booking):
 *
 *   ready → (hosted form gives a token) → submitting →
 *     PAID | DECLINED (pay again: same order, a new attempt: new key, new token)
 *     | UNDER_REVIEW | UNKNOWN (polls the status until the server knows; never
 *     offers to pay again meanwhile) | network error (retry the same attempt:
 *     same key, same token) | INVALID (final: the flow returns to the step
 *     that asks for the field).
 *
 * The one idempotency rule: a key belongs to one attempt and travels with its
 * one token; only a new attempt (after a decline) takes a new key.
 * The flow provides the `submitPayment` and `paymentStatus` actors.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { FieldError } from '../../src/domain/api-error';
import type { OpaqueData } from '../../src/domain/order-payload';
import { newIdempotencyKey } from '../shared/payment';
import type { PaymentAnswer, StatusAnswer, SubmitInput } from './types';

/** How long the machine waits between two status polls while a payment is UNKNOWN. */
export const STATUS_POLL_MS = 3_000;

export interface PaymentContext {
  idempotencyKey: string;
  /** The token of the attempt in flight; kept for its retry, dropped for a new attempt. */
  token: OpaqueData | null;
  reference: string | null;
  message: string | null;
  code: string | null;
  fields: FieldError[];
  /** Attempts made so far (a decline then a fix makes two). */
  attempts: number;
  /** Which final answer the machine ended with. */
  result: 'PAID' | 'UNDER_REVIEW' | 'INVALID' | null;
}

export type PaymentEvent =
  /** The hosted form answered with a token (AcceptUI's response handler). */
  | { type: 'form.token'; opaqueData: OpaqueData }
  /** The hosted form refused the card (its own error codes, e.g. E_WC_05). */
  | { type: 'form.error'; message: string }
  /** After a decline: a new attempt (new card or a changed billing postal code). */
  | { type: 'payment.again' }
  /** After a network error: the same attempt again. */
  | { type: 'payment.retry' };

export type PaymentOutput =
  | { status: 'PAID' | 'UNDER_REVIEW'; reference: string }
  | { status: 'INVALID'; fields: FieldError[]; message: string };

export interface PaymentInput {
  /** An order number when paying again for an existing order. */
  reference?: string | null;
}

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    output: {} as PaymentOutput,
  },
  actors: {
    submitPayment: fromPromise<PaymentAnswer, SubmitInput>(async () => {
      throw new Error('the flow provides submitPayment');
    }),
    paymentStatus: fromPromise<StatusAnswer, { reference: string }>(async () => {
      throw new Error('the flow provides paymentStatus');
    }),
  },
  delays: { poll: STATUS_POLL_MS },
  guards: {
    answered: ({ event }, status: PaymentAnswer['status']) =>
      (event as unknown as { output: PaymentAnswer }).output.status === status,
    statusIs: ({ event }, status: StatusAnswer) =>
      (event as unknown as { output: StatusAnswer }).output === status,
  },
  actions: {
    recordAnswer: assign(({ context, event }) => {
      const answer = (event as unknown as { output: PaymentAnswer }).output;
      return {
        reference: 'reference' in answer ? answer.reference : context.reference,
        message: 'message' in answer ? answer.message : null,
        code: 'code' in answer ? answer.code : null,
        fields: answer.status === 'INVALID' ? answer.fields : [],
      };
    }),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    idempotencyKey: newIdempotencyKey(),
    token: null,
    reference: input.reference ?? null,
    message: null,
    code: null,
    fields: [],
    attempts: 0,
    result: null,
  }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'form.token': {
          target: 'submitting',
          actions: assign({
            token: ({ event }) => event.opaqueData,
            attempts: ({ context }) => context.attempts + 1,
            message: null,
          }),
        },
        'form.error': { actions: assign({ message: ({ event }) => event.message }) },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submitPayment',
        input: ({ context }) => ({
          opaqueData: context.token ?? { dataDescriptor: '', dataValue: '' },
          idempotencyKey: context.idempotencyKey,
          reference: context.reference,
        }),
        onDone: [
          { guard: { type: 'answered', params: 'PAID' }, target: 'paid', actions: 'recordAnswer' },
          {
            guard: { type: 'answered', params: 'UNDER_REVIEW' },
            target: 'underReview',
            actions: 'recordAnswer',
          },
          {
            guard: { type: 'answered', params: 'DECLINED' },
            target: 'declined',
            actions: 'recordAnswer',
          },
          {
            guard: { type: 'answered', params: 'INVALID' },
            target: 'invalid',
            actions: 'recordAnswer',
          },
          { target: 'unknown', actions: 'recordAnswer' },
        ],
        // No answer at all: the same attempt may be retried, with the same key and token.
        onError: {
          target: 'networkError',
          actions: assign({
            message:
              'We could not reach the server to confirm your payment. Try again: you will not be charged twice.',
          }),
        },
      },
    },
    networkError: {
      on: { 'payment.retry': 'submitting' },
    },
    declined: {
      on: {
        'payment.again': {
          target: 'ready',
          // A new attempt: a new key, and the hosted form gives a new token.
          actions: assign({ idempotencyKey: () => newIdempotencyKey(), token: null }),
        },
      },
    },
    unknown: {
      tags: ['waiting'],
      initial: 'waiting',
      states: {
        waiting: { after: { poll: 'asking' } },
        asking: {
          invoke: {
            src: 'paymentStatus',
            input: ({ context }) => ({ reference: context.reference ?? '' }),
            onDone: [
              { guard: { type: 'statusIs', params: 'PAID' }, target: '#payment.paid' },
              {
                guard: { type: 'statusIs', params: 'UNDER_REVIEW' },
                target: '#payment.underReview',
              },
              {
                guard: { type: 'statusIs', params: 'DECLINED' },
                target: '#payment.declined',
                actions: assign({ message: 'The payment was not taken. You can pay again.' }),
              },
              { target: 'waiting' },
            ],
            // The status could not be asked: ask again later.
            onError: 'waiting',
          },
        },
      },
    },
    paid: { type: 'final', entry: assign({ result: 'PAID' }) },
    underReview: { type: 'final', entry: assign({ result: 'UNDER_REVIEW' }) },
    invalid: { type: 'final', entry: assign({ result: 'INVALID' }) },
  },
  output: ({ context }): PaymentOutput =>
    context.result === 'INVALID'
      ? { status: 'INVALID', fields: context.fields, message: context.message ?? '' }
      : { status: context.result ?? 'PAID', reference: context.reference ?? '' },
});

export type PaymentMachine = typeof paymentMachine;
