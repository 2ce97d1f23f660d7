/** The account page machine's model, for the bare suite and the page's view suite. */
import type { ModelSpec } from '../../test-support/model-harness';
import { keyWithProblem, UNREACHABLE } from '../../test-support/model-parts';
import { accountPageMachine, type AccountPageContext } from '../machine';

export const ACCOUNT = {
  email: 'asha@example.com',
  language: 'en',
  createdAt: '2026-12-07T10:00:00Z',
};
export const ORDER = {
  orderNumber: 'P261207ABCDEFGH',
  at: '2026-12-07T10:05:00Z',
  status: 'paid' as const,
  totalCents: 5100,
  people: [{ name: 'Asha Menon', puja: 'Ganapathi Homa', date: '2026-12-20' }],
  pageUrl: '/puja-web-v2/api/account/orders/P261207ABCDEFGH/page',
};

export const accountPageSpec: ModelSpec = {
  machine: accountPageMachine,
  entries: [{ label: 'the account page', input: undefined }],
  events: () => [
    { type: 'account.retry' },
    { type: 'account.signOut' },
    { type: 'account.delete' },
    { type: 'account.confirmDelete' },
    { type: 'account.cancelDelete' },
  ],
  outcomes: {
    loadAccount: [
      { label: 'signed in', output: { kind: 'signedIn', account: ACCOUNT, orders: [ORDER] } },
      { label: 'signed out', output: { kind: 'signedOut' } },
      { label: 'no answer', error: UNREACHABLE },
    ],
    signOut: [
      { label: 'signed out', output: undefined },
      { label: 'no answer', error: UNREACHABLE },
    ],
    deleteAccount: [
      { label: 'deleted', output: { kind: 'deleted' } },
      { label: 'already signed out', output: { kind: 'signedOut' } },
      { label: 'no answer', error: UNREACHABLE },
    ],
  },
  serialize: keyWithProblem<AccountPageContext>((c) => ({
    account: c.account !== null,
    orders: c.orders.length,
  })),
  invariant: (snapshot) => {
    const c = snapshot.context as AccountPageContext;
    const shown = ['signedIn', 'signingOut', 'confirmingDelete', 'deleting'];
    const signedIn = shown.some((state) => snapshot.matches(state));
    if (signedIn && c.account === null) throw new Error('Signed in without the account');
    if (!signedIn && c.account !== null) throw new Error('Holding the account once signed out');
    if (snapshot.matches('deleted') && c.orders.length > 0) {
      throw new Error('Deleted, yet still listing the orders');
    }
  },
};
