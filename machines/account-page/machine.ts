/**
 * The devotee's account page: the session's account and the orders paid with
 * its address are loaded together; signed in, the devotee may sign out or
 * delete the account, the deletion only after a step that says what is
 * erased. A session that ended elsewhere (another tab signed out, the
 * account deleted) shows the page signed out.
 *
 *   loading → signedIn | signedOut | loadFailed (retry)
 *   signedIn → signingOut → signedOut (a failure back to signedIn, with the problem)
 *   signedIn → confirmingDelete → deleting → deleted | signedOut ; cancel → signedIn
 */
import { assign, setup } from 'xstate';
import type { Account } from '../../domain/account/sign-in';
import type { AccountOrder } from '../../domain/account/orders';
import { failureMessage } from '../shared/failure';
import { outputOf, providedByView, type InvokeResultEvent } from '../shared/invoked-actor';

/** What the page's load answers: the account with its orders, or no session. */
export type AccountLoad =
  { kind: 'signedIn'; account: Account; orders: AccountOrder[] } | { kind: 'signedOut' };
/** What the deletion answers: done, or the session had already ended. */
export type DeleteAnswer = { kind: 'deleted' } | { kind: 'signedOut' };

export type AccountPageEvent =
  | { type: 'account.retry' }
  | { type: 'account.signOut' }
  | { type: 'account.delete' }
  | { type: 'account.confirmDelete' }
  | { type: 'account.cancelDelete' };

export interface AccountPageContext {
  account: Account | null;
  orders: AccountOrder[];
  /** Why the last call failed (no answer), shown until the next try. */
  problem: string | null;
}

export const accountPageMachine = setup({
  types: {
    context: {} as AccountPageContext,
    events: {} as
      | AccountPageEvent
      | InvokeResultEvent<AccountLoad, 'loadAccount'>
      | InvokeResultEvent<void, 'signOut'>
      | InvokeResultEvent<DeleteAnswer, 'deleteAccount'>,
  },
  actors: {
    // Provided by the page (src/api/account.ts): GET account/me and account/orders,
    // POST account/sign-out and account/delete.
    loadAccount: providedByView<AccountLoad>('loadAccount'),
    signOut: providedByView<void>('signOut'),
    deleteAccount: providedByView<DeleteAnswer>('deleteAccount'),
  },
  guards: {
    signedIn: ({ event }) => outputOf('loadAccount')({ event }).kind === 'signedIn',
    sessionEnded: ({ event }) => outputOf('deleteAccount')({ event }).kind === 'signedOut',
  },
  actions: {
    keepAccount: assign(({ event }) => {
      const answer = outputOf('loadAccount')({ event });
      return answer.kind === 'signedIn'
        ? { account: answer.account, orders: answer.orders, problem: null }
        : { account: null, orders: [], problem: null };
    }),
    clearProblem: assign({ problem: null }),
    forgetAccount: assign({ account: null, orders: [], problem: null }),
    noteLoadFailure: assign({ problem: failureMessage('loadAccount', 'The account did not load') }),
    noteSignOutFailure: assign({ problem: failureMessage('signOut', 'The sign-out failed') }),
    noteDeleteFailure: assign({
      problem: failureMessage('deleteAccount', 'The deletion failed'),
    }),
  },
}).createMachine({
  id: 'accountPage',
  initial: 'loading',
  context: { account: null, orders: [], problem: null },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadAccount',
        src: 'loadAccount',
        onDone: [
          { guard: 'signedIn', target: 'signedIn', actions: 'keepAccount' },
          { target: 'signedOut', actions: 'keepAccount' },
        ],
        onError: { target: 'loadFailed', actions: 'noteLoadFailure' },
      },
    },
    loadFailed: {
      on: { 'account.retry': { target: 'loading', actions: 'clearProblem' } },
    },
    signedIn: {
      on: {
        'account.signOut': { target: 'signingOut', actions: 'clearProblem' },
        'account.delete': { target: 'confirmingDelete', actions: 'clearProblem' },
      },
    },
    signingOut: {
      tags: ['busy'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut', actions: 'forgetAccount' },
        onError: { target: 'signedIn', actions: 'noteSignOutFailure' },
      },
    },
    confirmingDelete: {
      on: {
        'account.confirmDelete': { target: 'deleting', actions: 'clearProblem' },
        'account.cancelDelete': { target: 'signedIn', actions: 'clearProblem' },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        onDone: [
          { guard: 'sessionEnded', target: 'signedOut', actions: 'forgetAccount' },
          { target: 'deleted', actions: 'forgetAccount' },
        ],
        onError: { target: 'confirmingDelete', actions: 'noteDeleteFailure' },
      },
    },
    signedOut: { type: 'final' },
    deleted: { type: 'final' },
  },
});
