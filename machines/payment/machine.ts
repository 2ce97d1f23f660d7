/**
 * The one payment machine of every paying flow (the four order flows and the
 * astrology booking), invoked by the flow with what is being paid:
 *
 *   loading the hosted form's keys → ready → (the hosted form gives a token)
 *   → submitting →
 *     PAID | UNDER_REVIEW (final)
 *     | DECLINED (pay again: the same order, a new attempt with a new key and
 *       the hosted form's new token; a changed billing postal code reaches the
 *       machine as a new request)
 *     | UNKNOWN (polls the status until the server knows; never offers to pay
 *       again meanwhile)
 *     | network error (retry the same attempt: same key, same token, same body)
 *     | INVALID (final: the flow returns to the step that asks for the field).
 *
 * The one idempotency rule: a key belongs to one attempt and travels with its
 * one token and one request; only a new attempt (after a decline) takes a new
 * key. The browser provides the three actors (src/api/payment-actors.ts).
 */
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { FieldError } from '../../src/domain/api-error';
import type { OpaqueData } from '../../src/domain/order-payload';
import { newIdempotencyKey } from './idempotency';
import type {
  HostedFormKeys,
  PaymentAnswer,
  PaymentReceipt,
  PaymentRequest,
  StatusAnswer,
  StatusInput,
  SubmitInput,
} from './types';

/** How long the machine waits between two status polls while a payment is UNKNOWN. */
export const STATUS_POLL_MS = 3_000;

export interface PaymentContext {
  request: PaymentRequest;
  keys: HostedFormKeys | null;
  idempotencyKey: string;
  /** The token of the attempt in flight; kept for its retry, dropped for a new attempt. */
  token: OpaqueData | null;
  reference: string | null;
  message: string | null;
  code: string | null;
  fields: FieldError[];
  receipt: PaymentReceipt | null;
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
  /** What is paid for changed (the billing postal code): taken by the next new attempt. */
  | { type: 'payment.request'; request: PaymentRequest }
  /** After a network error (or the keys not loading): the same attempt again. */
  | { type: 'payment.retry' };

/**
 * What the machine tells the flow that invoked it on entering each waiting
 * state: whether the visitor may leave the payment step (no attempt in flight
 * or being confirmed) and the order number or booking code learnt so far.
 */
export interface PaymentProgressEvent {
  type: 'payment.progress';
  settled: boolean;
  reference: string | null;
}

export type PaymentOutput =
  | { status: 'PAID' | 'UNDER_REVIEW'; reference: string; receipt: PaymentReceipt | null }
  | { status: 'INVALID'; code: string; fields: FieldError[]; message: string };

export interface PaymentInput {
  request: PaymentRequest;
  /** The order number when paying again for an existing order; a booking's code. */
  reference?: string | null;
}

const newAttempt = { target: 'submitting', actions: 'beginAttempt' } as const;

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    output: {} as PaymentOutput,
  },
  actors: {
    loadHostedForm: fromPromise<HostedFormKeys, void>(async () => {
      throw new Error('the browser provides loadHostedForm');
    }),
    submitPayment: fromPromise<PaymentAnswer, SubmitInput>(async () => {
      throw new Error('the browser provides submitPayment');
    }),
    paymentStatus: fromPromise<StatusAnswer, StatusInput>(async () => {
      throw new Error('the browser provides paymentStatus');
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
        receipt: 'receipt' in answer ? (answer.receipt ?? null) : null,
      };
    }),
    beginAttempt: assign({
      token: ({ event }) => (event.type === 'form.token' ? event.opaqueData : null),
      attempts: ({ context }) => context.attempts + 1,
      message: null,
    }),
    tellFlow: enqueueActions(({ context, enqueue, self }, params: { settled: boolean }) => {
      // Only an invoked machine has a flow to tell.
      if (!self._parent) return;
      enqueue.sendParent({
        type: 'payment.progress',
        settled: params.settled,
        reference: context.reference,
      } satisfies PaymentProgressEvent);
    }),
    showFormError: assign({
      message: ({ event }) => (event.type === 'form.error' ? event.message : null),
    }),
    takeRequest: assign({
      request: ({ context, event }) =>
        event.type === 'payment.request' ? event.request : context.request,
    }),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    request: input.request,
    keys: null,
    idempotencyKey: newIdempotencyKey(),
    token: null,
    reference: input.reference ?? null,
    message: null,
    code: null,
    fields: [],
    receipt: null,
    attempts: 0,
    result: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadHostedForm',
        onDone: { target: 'ready', actions: assign({ keys: ({ event }) => event.output }) },
        onError: 'unavailable',
      },
    },
    /** The keys did not load: nothing can be paid until they do. */
    unavailable: {
      entry: { type: 'tellFlow', params: { settled: true } },
      on: { 'payment.retry': 'loading' },
    },
    ready: {
      entry: { type: 'tellFlow', params: { settled: true } },
      on: {
        'form.token': newAttempt,
        'form.error': { actions: 'showFormError' },
      },
    },
    submitting: {
      tags: ['busy'],
      entry: { type: 'tellFlow', params: { settled: false } },
      invoke: {
        src: 'submitPayment',
        input: ({ context }) => ({
          request: context.request,
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
            // The next attempt is a new one: a new key, and the hosted form gives a new token.
            actions: [
              'recordAnswer',
              assign({ idempotencyKey: () => newIdempotencyKey(), token: null }),
            ],
          },
          {
            guard: { type: 'answered', params: 'INVALID' },
            target: 'invalid',
            actions: 'recordAnswer',
          },
          { target: 'unknown', actions: 'recordAnswer' },
        ],
        // No answer at all: the same attempt may be retried, with the same key, token and body.
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
      // The attempt's outcome is not known: only the same attempt may follow.
      entry: { type: 'tellFlow', params: { settled: false } },
      on: { 'payment.retry': 'submitting' },
    },
    declined: {
      entry: { type: 'tellFlow', params: { settled: true } },
      on: {
        'form.token': newAttempt,
        'form.error': { actions: 'showFormError' },
        'payment.request': { actions: 'takeRequest' },
      },
    },
    unknown: {
      tags: ['waiting'],
      entry: { type: 'tellFlow', params: { settled: false } },
      initial: 'waiting',
      states: {
        waiting: { after: { poll: 'asking' } },
        asking: {
          invoke: {
            src: 'paymentStatus',
            input: ({ context }) => ({
              subject: context.request.subject,
              reference: context.reference ?? '',
            }),
            onDone: [
              { guard: { type: 'statusIs', params: 'PAID' }, target: '#payment.paid' },
              {
                guard: { type: 'statusIs', params: 'UNDER_REVIEW' },
                target: '#payment.underReview',
              },
              {
                guard: { type: 'statusIs', params: 'DECLINED' },
                target: '#payment.declined',
                actions: assign({
                  message: 'The payment was not taken. Nothing was charged: you can pay again.',
                  idempotencyKey: () => newIdempotencyKey(),
                  token: null,
                }),
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
      ? {
          status: 'INVALID',
          code: context.code ?? 'INVALID',
          fields: context.fields,
          message: context.message ?? '',
        }
      : {
          status: context.result ?? 'PAID',
          reference: context.reference ?? '',
          receipt: context.receipt,
        },
});

export type PaymentMachine = typeof paymentMachine;
