/** The Find my order machine's model, for the bare suite (and a view suite if one comes). */
import type { ModelSpec } from '../../test-support/model-harness';
import { keyWithProblem } from '../../test-support/model-parts';
import { findMyOrderMachine, type FindMyOrderContext } from '../machine';

/** What the page's actor throws when the server cannot be reached or refuses to count more. */
export const UNREACHABLE = new Error('The site did not answer');

export const findMyOrderSpec: ModelSpec = {
  machine: findMyOrderMachine,
  entries: [{ label: 'the page', input: undefined }],
  events: () => [
    { type: 'find.edit', field: 'orderNumber', value: 'P261125ABCDEFGH' },
    { type: 'find.edit', field: 'orderNumber', value: 'not a number' },
    { type: 'find.edit', field: 'email', value: 'asha@example.com' },
    { type: 'find.submit' },
    { type: 'find.retry' },
    { type: 'find.again' },
  ],
  outcomes: {
    findMyOrder: [
      { label: 'sent', output: { kind: 'sent' } },
      {
        label: 'refused',
        output: { kind: 'invalid', fields: [{ path: 'email', message: 'Enter the email' }] },
      },
      { label: 'no answer', error: UNREACHABLE },
    ],
  },
  serialize: keyWithProblem<FindMyOrderContext>((c) => ({
    number: c.values.orderNumber,
    email: c.values.email !== '',
    errors: c.errors.length > 0,
  })),
  invariant: (snapshot, calls) => {
    const c = snapshot.context as FindMyOrderContext;
    // Nothing is sent that the browser's own check refuses.
    for (const call of calls) {
      const input = call.input as FindMyOrderContext['values'];
      if (!/^[A-Z0-9]{1,20}$/.test(input.orderNumber) || input.email === '') {
        throw new Error(`Sent a request the schema refuses: ${JSON.stringify(input)}`);
      }
    }
    if (snapshot.matches('sent') && (c.errors.length > 0 || c.problem !== null)) {
      throw new Error('Sent, yet still showing problems');
    }
  },
};
