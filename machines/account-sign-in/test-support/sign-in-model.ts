/** The account sign-in machine's model, for the bare suite. */
import type { ModelSpec } from '../../test-support/model-harness';
import { keyWithProblem, UNREACHABLE } from '../../test-support/model-parts';
import { accountSignInMachine, type AccountSignInContext } from '../machine';

const ACCOUNT = { email: 'asha@example.com', language: 'ml', createdAt: '2026-12-07T10:00:00Z' };

export const accountSignInSpec: ModelSpec = {
  machine: accountSignInMachine,
  entries: [
    { label: 'the sign-in page', input: { language: 'ml', secret: null } },
    { label: 'the mailed link', input: { language: 'en', secret: 'a'.repeat(43) } },
  ],
  events: () => [
    { type: 'signIn.edit', value: 'asha@example.com' },
    { type: 'signIn.edit', value: 'not an address' },
    { type: 'signIn.submit' },
    { type: 'signIn.retry' },
    { type: 'signIn.again' },
  ],
  outcomes: {
    askLink: [
      { label: 'sent', output: { kind: 'sent' } },
      {
        label: 'refused',
        output: { kind: 'invalid', fields: [{ path: 'email', message: 'Enter the email' }] },
      },
      { label: 'no answer', error: UNREACHABLE },
    ],
    completeSignIn: [
      { label: 'signed in', output: { kind: 'signedIn', account: ACCOUNT } },
      { label: 'link used or expired', output: { kind: 'linkInvalid' } },
      { label: 'no answer', error: UNREACHABLE },
    ],
  },
  serialize: keyWithProblem<AccountSignInContext>((c) => ({
    email: c.email,
    errors: c.errors.length > 0,
    secret: c.secret !== null,
  })),
  invariant: (snapshot, calls) => {
    const c = snapshot.context as AccountSignInContext;
    for (const call of calls) {
      const input = call.input as { email?: string; language?: string; secret?: string };
      if (call.src === 'askLink' && (input.email !== 'asha@example.com' || !input.language)) {
        throw new Error(`Asked for a link the schema refuses: ${JSON.stringify(input)}`);
      }
      if (call.src === 'completeSignIn' && !input.secret) {
        throw new Error('Exchanged a link without its secret');
      }
    }
    if (snapshot.matches('signedIn') && (c.account === null || c.secret !== null)) {
      throw new Error('Signed in without the account, or still holding the link');
    }
    if (snapshot.matches('sent') && (c.errors.length > 0 || c.problem !== null)) {
      throw new Error('Sent, yet still showing problems');
    }
  },
};
