/**
 * Signing in to the devotee's account: the address is checked in the browser
 * with the server's schema and a link asked for (the server answers the same
 * whatever the address); a page opened from the mailed link starts with the
 * link's secret and exchanges it for the session.
 *
 *   entry → asking → sent | askFailed (retry) ; a refusal naming fields → entry
 *   (with a secret) completing → signedIn | linkInvalid (ask again) | completeFailed (retry)
 */
import { assertEvent, assign, setup } from 'xstate';
import type { Account, AccountSignInRequest } from '../../domain/account/sign-in';
import { accountSignInProblems } from '../../domain/account/sign-in';
import type { FieldError } from '../../domain/api-error';
import type { VisitorLanguage } from '../../domain/visitor-language';
import { failureMessage } from '../shared/failure';
import { outputOf, providedByView, type InvokeResultEvent } from '../shared/invoked-actor';

/** What the link request answers: sent (whatever the address), or the fields refused. */
export type AskAnswer = { kind: 'sent' } | { kind: 'invalid'; fields: FieldError[] };
/** What the link's exchange answers: the account, or a link used, expired or unknown. */
export type CompleteAnswer = { kind: 'signedIn'; account: Account } | { kind: 'linkInvalid' };

export interface AccountSignInInput {
  /** The page's language: the mail is written in it. */
  language: VisitorLanguage;
  /** The mailed link's secret (the page's #fragment), or null on a plain visit. */
  secret: string | null;
}

export type AccountSignInEvent =
  | { type: 'signIn.edit'; value: string }
  | { type: 'signIn.submit' }
  | { type: 'signIn.retry' }
  | { type: 'signIn.again' };

export interface AccountSignInContext {
  language: VisitorLanguage;
  secret: string | null;
  email: string;
  errors: FieldError[];
  problem: string | null;
  account: Account | null;
}

const request = (context: AccountSignInContext): AccountSignInRequest => ({
  email: context.email,
  language: context.language,
});

export const accountSignInMachine = setup({
  types: {
    context: {} as AccountSignInContext,
    input: {} as AccountSignInInput,
    events: {} as
      | AccountSignInEvent
      | InvokeResultEvent<AskAnswer, 'askLink'>
      | InvokeResultEvent<CompleteAnswer, 'completeSignIn'>,
  },
  actors: {
    // Provided by the page (src/api/account.ts): POST account/sign-in and sign-in/complete.
    askLink: providedByView<AskAnswer, AccountSignInRequest>('askLink'),
    completeSignIn: providedByView<CompleteAnswer, { secret: string }>('completeSignIn'),
  },
  guards: {
    hasSecret: ({ context }) => context.secret !== null,
    valid: ({ context }) => accountSignInProblems(request(context)).length === 0,
    refused: ({ event }) => outputOf('askLink')({ event }).kind === 'invalid',
    linkInvalid: ({ event }) => outputOf('completeSignIn')({ event }).kind === 'linkInvalid',
  },
  actions: {
    edit: assign(({ event }) => {
      assertEvent(event, 'signIn.edit');
      return { email: event.value };
    }),
    showProblems: assign(({ context }) => ({ errors: accountSignInProblems(request(context)) })),
    clearProblems: assign({ errors: [], problem: null }),
    keepRefusal: assign(({ event }) => {
      const answer = outputOf('askLink')({ event });
      return { errors: answer.kind === 'invalid' ? answer.fields : [] };
    }),
    keepAccount: assign(({ event }) => {
      const answer = outputOf('completeSignIn')({ event });
      return { account: answer.kind === 'signedIn' ? answer.account : null };
    }),
    forgetSecret: assign({ secret: null }),
    noteAskFailure: assign({ problem: failureMessage('askLink', 'The request failed') }),
    noteCompleteFailure: assign({
      problem: failureMessage('completeSignIn', 'The sign-in failed'),
    }),
    forgetEmail: assign({ email: '', errors: [], problem: null }),
  },
}).createMachine({
  id: 'accountSignIn',
  initial: 'starting',
  context: ({ input }) => ({
    language: input.language,
    secret: input.secret,
    email: '',
    errors: [],
    problem: null,
    account: null,
  }),
  states: {
    starting: {
      always: [{ guard: 'hasSecret', target: 'completing' }, { target: 'entry' }],
    },
    entry: {
      on: {
        'signIn.edit': { actions: 'edit' },
        'signIn.submit': [
          { guard: 'valid', target: 'asking', actions: 'clearProblems' },
          { actions: 'showProblems' },
        ],
      },
    },
    asking: {
      tags: ['busy'],
      invoke: {
        id: 'askLink',
        src: 'askLink',
        input: ({ context }) => request(context),
        onDone: [{ guard: 'refused', target: 'entry', actions: 'keepRefusal' }, { target: 'sent' }],
        onError: { target: 'askFailed', actions: 'noteAskFailure' },
      },
    },
    askFailed: {
      on: {
        'signIn.retry': { target: 'asking', actions: 'clearProblems' },
        'signIn.edit': { target: 'entry', actions: ['clearProblems', 'edit'] },
      },
    },
    sent: {
      on: { 'signIn.again': { target: 'entry', actions: 'forgetEmail' } },
    },
    completing: {
      tags: ['busy'],
      invoke: {
        id: 'completeSignIn',
        src: 'completeSignIn',
        input: ({ context }) => ({ secret: context.secret ?? '' }),
        onDone: [
          { guard: 'linkInvalid', target: 'linkInvalid', actions: 'forgetSecret' },
          { target: 'signedIn', actions: ['forgetSecret', 'keepAccount'] },
        ],
        onError: { target: 'completeFailed', actions: 'noteCompleteFailure' },
      },
    },
    completeFailed: {
      on: {
        'signIn.retry': { target: 'completing', actions: 'clearProblems' },
        'signIn.again': { target: 'entry', actions: ['forgetSecret', 'forgetEmail'] },
      },
    },
    linkInvalid: {
      on: { 'signIn.again': { target: 'entry', actions: 'forgetEmail' } },
    },
    signedIn: { type: 'final' },
  },
});
