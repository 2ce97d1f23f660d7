/**
 * "Find my order": the visitor enters an order number and an email; checked
 * in the browser with the server's schema, then sent; the server answers the
 * same whether or not they match, so "sent" says only that a mail goes out
 * if they belong together.
 *
 *   entry → submitting → sent | failed (retry) ; a refusal naming fields → entry
 */
import { assertEvent, assign, setup } from 'xstate';
import type { FieldError } from '../../domain/api-error';
import { findMyOrderProblems, type FindMyOrderRequest } from '../../domain/my-order';
import { failureMessage } from '../shared/failure';
import { outputOf, providedByView, type InvokeResultEvent } from '../shared/invoked-actor';

/** What the find call answers: sent (whatever the order), or the fields the server refused. */
export type FindAnswer = { kind: 'sent' } | { kind: 'invalid'; fields: FieldError[] };

export type FindMyOrderEvent =
  | { type: 'find.edit'; field: keyof FindMyOrderRequest; value: string }
  | { type: 'find.submit' }
  | { type: 'find.retry' }
  | { type: 'find.again' };

export interface FindMyOrderContext {
  values: FindMyOrderRequest;
  /** Problems to show, by field; empty until a submission is refused. */
  errors: FieldError[];
  /** Why the last send failed (no answer, too many asks). */
  problem: string | null;
}

export const findMyOrderMachine = setup({
  types: {
    context: {} as FindMyOrderContext,
    events: {} as FindMyOrderEvent | InvokeResultEvent<FindAnswer, 'findMyOrder'>,
  },
  actors: {
    // Provided by the page: POST /api/find-my-order (src/api/my-order.ts).
    findMyOrder: providedByView<FindAnswer, FindMyOrderRequest>('findMyOrder'),
  },
  guards: {
    valid: ({ context }) => findMyOrderProblems(context.values).length === 0,
    refused: ({ event }) => outputOf('findMyOrder')({ event }).kind === 'invalid',
  },
  actions: {
    edit: assign(({ context, event }) => {
      assertEvent(event, 'find.edit');
      return { values: { ...context.values, [event.field]: event.value } };
    }),
    showProblems: assign(({ context }) => ({ errors: findMyOrderProblems(context.values) })),
    clearProblems: assign({ errors: [], problem: null }),
    keepRefusal: assign(({ event }) => {
      const answer = outputOf('findMyOrder')({ event });
      return { errors: answer.kind === 'invalid' ? answer.fields : [] };
    }),
    noteFailure: assign({ problem: failureMessage('findMyOrder', 'The request failed') }),
    forgetValues: assign({ values: { orderNumber: '', email: '' }, errors: [], problem: null }),
  },
}).createMachine({
  id: 'findMyOrder',
  initial: 'entry',
  context: { values: { orderNumber: '', email: '' }, errors: [], problem: null },
  states: {
    entry: {
      on: {
        'find.edit': { actions: 'edit' },
        'find.submit': [
          { guard: 'valid', target: 'submitting', actions: 'clearProblems' },
          { actions: 'showProblems' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'findMyOrder',
        src: 'findMyOrder',
        input: ({ context }) => context.values,
        onDone: [{ guard: 'refused', target: 'entry', actions: 'keepRefusal' }, { target: 'sent' }],
        onError: { target: 'failed', actions: 'noteFailure' },
      },
    },
    failed: {
      on: {
        'find.retry': { target: 'submitting', actions: 'clearProblems' },
        'find.edit': { target: 'entry', actions: ['clearProblems', 'edit'] },
      },
    },
    sent: {
      on: { 'find.again': { target: 'entry', actions: 'forgetValues' } },
    },
  },
});
