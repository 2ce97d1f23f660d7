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
import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import { PAYMENT_TEXT } from '../../domain/payment-text';
import { eventValue, outputOf } from '../shared/invoked-actor';
import { paymentActors } from './actors';
import {
  initialPaymentContext,
  paymentOutputOf,
  type PaymentContext,
  type PaymentInput,
  type PaymentOutput,
} from './context';
import type { PaymentActorDoneEvent, PaymentEvent, PaymentProgressEvent } from './events';
import { newIdempotencyKey } from './idempotency';
import type { PaymentAnswer, StatusAnswer } from './types';

/** How long the machine waits between two status polls while a payment is UNKNOWN. */
export const STATUS_POLL_MS = 3_000;

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent | PaymentActorDoneEvent,
    input: {} as PaymentInput,
    output: {} as PaymentOutput,
  },
  actors: paymentActors,
  delays: { poll: STATUS_POLL_MS },
  guards: {
    answered: ({ event }, status: PaymentAnswer['status']) => {
      assertEvent(event, 'xstate.done.actor.submitPayment');
      return event.output.status === status;
    },
    statusIs: ({ event }, status: StatusAnswer) => {
      assertEvent(event, 'xstate.done.actor.paymentStatus');
      return event.output === status;
    },
  },
  actions: {
    storeKeys: assign({ keys: outputOf('loadHostedForm') }),
    recordAnswer: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.submitPayment');
      const answer = event.output;
      return {
        reference: 'reference' in answer ? answer.reference : context.reference,
        message: 'message' in answer ? answer.message : null,
        code: 'code' in answer ? answer.code : null,
        fields: answer.status === 'INVALID' ? answer.fields : [],
        receipt: 'receipt' in answer ? (answer.receipt ?? null) : null,
      };
    }),
    beginAttempt: assign({
      token: eventValue('form.token', 'opaqueData'),
      attempts: ({ context }) => context.attempts + 1,
      message: null,
    }),
    /** The next attempt is a new one: a new key, and the hosted form gives a new token. */
    renewKey: assign({ idempotencyKey: () => newIdempotencyKey(), token: null }),
    noteUnanswered: assign({
      message: PAYMENT_TEXT.unanswered.message,
    }),
    noteDeclinedLater: assign({
      message: PAYMENT_TEXT.declinedLater.message,
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
    // The form's own words replace an earlier decline's, code included.
    showFormError: assign({
      message: eventValue('form.error', 'message'),
      code: null,
    }),
    takeRequest: assign({
      request: eventValue('payment.request', 'request'),
    }),
    endWith: assign((_, result: NonNullable<PaymentContext['result']>) => ({ result })),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => initialPaymentContext(input),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadHostedForm',
        src: 'loadHostedForm',
        onDone: { target: 'ready', actions: 'storeKeys' },
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
        'form.token': { target: 'submitting', actions: 'beginAttempt' },
        'form.error': { actions: 'showFormError' },
      },
    },
    submitting: {
      tags: ['busy'],
      entry: { type: 'tellFlow', params: { settled: false } },
      invoke: {
        id: 'submitPayment',
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
            actions: ['recordAnswer', 'renewKey'],
          },
          {
            guard: { type: 'answered', params: 'INVALID' },
            target: 'invalid',
            actions: 'recordAnswer',
          },
          { target: 'unknown', actions: 'recordAnswer' },
        ],
        // No answer at all: the same attempt may be retried, with the same key, token and body.
        onError: { target: 'networkError', actions: 'noteUnanswered' },
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
        'form.token': { target: 'submitting', actions: 'beginAttempt' },
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
            id: 'paymentStatus',
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
                actions: ['noteDeclinedLater', 'renewKey'],
              },
              { target: 'waiting' },
            ],
            // The status could not be asked: ask again later.
            onError: 'waiting',
          },
        },
      },
    },
    paid: { type: 'final', entry: { type: 'endWith', params: 'PAID' } },
    underReview: { type: 'final', entry: { type: 'endWith', params: 'UNDER_REVIEW' } },
    invalid: { type: 'final', entry: { type: 'endWith', params: 'INVALID' } },
  },
  output: ({ context }) => paymentOutputOf(context),
});

export type PaymentMachine = typeof paymentMachine;
