/**
 * The year page: the family's next twelve months loaded (or the devotee is
 * signed out), and the private calendar feed beside them: made (its address
 * shown once, to copy), made again (the old address stops), and revoked
 * after a confirmation.
 *
 *   loading → signedOut | loadFailed (retry) | ready
 *   ready: none | live → creating → created (the address) ; live | created → confirmingRevoke
 *          → revoking → none ; a failed call goes back with its problem
 */
import { assign, setup } from 'xstate';
import type { NewFeed, YearAnswer } from '../../domain/sacred-year/api';
import { failureMessage } from '../shared/failure';
import { outputOf, providedByView, type InvokeResultEvent } from '../shared/invoked-actor';

/** What the year's load answers: the year, or no session (401). */
export type YearLoad = { kind: 'signedIn'; year: YearAnswer } | { kind: 'signedOut' };

export type YearPageEvent =
  | { type: 'year.retry' }
  | { type: 'feed.create' }
  | { type: 'feed.revoke' }
  | { type: 'feed.confirmRevoke' }
  | { type: 'feed.cancel' };

export interface YearPageContext {
  year: YearAnswer | null;
  /** When the live feed was made, or null when there is none. */
  feedCreatedAt: string | null;
  /** The new feed's address, shown once after it is made. */
  feedUrl: string | null;
  problem: string | null;
}

export const yearPageMachine = setup({
  types: {
    context: {} as YearPageContext,
    events: {} as
      | YearPageEvent
      | InvokeResultEvent<YearLoad, 'loadYear'>
      | InvokeResultEvent<NewFeed, 'createFeed'>
      | InvokeResultEvent<void, 'revokeFeed'>,
  },
  actors: {
    // Provided by the page (src/api/sacred-year.ts): GET account/year, POST and DELETE account/feed.
    loadYear: providedByView<YearLoad>('loadYear'),
    createFeed: providedByView<NewFeed>('createFeed'),
    revokeFeed: providedByView<void>('revokeFeed'),
  },
  guards: {
    signedOut: ({ event }) => outputOf('loadYear')({ event }).kind === 'signedOut',
    feedLive: ({ context }) => context.feedCreatedAt !== null,
    feedShown: ({ context }) => context.feedUrl !== null,
  },
  actions: {
    keepYear: assign(({ event }) => {
      const answer = outputOf('loadYear')({ event });
      return answer.kind === 'signedIn'
        ? { year: answer.year, feedCreatedAt: answer.year.feed.createdAt }
        : {};
    }),
    keepFeed: assign(({ event }) => {
      const feed = outputOf('createFeed')({ event });
      return { feedUrl: feed.feedUrl, feedCreatedAt: feed.createdAt };
    }),
    forgetFeed: assign({ feedUrl: null, feedCreatedAt: null }),
    clearProblem: assign({ problem: null }),
    noteLoadFailure: assign({ problem: failureMessage('loadYear', 'The year did not load') }),
    noteCreateFailure: assign({ problem: failureMessage('createFeed', 'The feed was not made') }),
    noteRevokeFailure: assign({
      problem: failureMessage('revokeFeed', 'The feed was not revoked'),
    }),
  },
}).createMachine({
  id: 'yearPage',
  initial: 'loading',
  context: { year: null, feedCreatedAt: null, feedUrl: null, problem: null },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadYear',
        src: 'loadYear',
        onDone: [
          { guard: 'signedOut', target: 'signedOut' },
          { target: 'ready', actions: 'keepYear' },
        ],
        onError: { target: 'loadFailed', actions: 'noteLoadFailure' },
      },
    },
    loadFailed: {
      on: { 'year.retry': { target: 'loading', actions: 'clearProblem' } },
    },
    signedOut: {},
    ready: {
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'feedLive', target: 'live' }, { target: 'none' }],
        },
        none: {
          on: { 'feed.create': { target: 'creating', actions: 'clearProblem' } },
        },
        live: {
          on: {
            'feed.create': { target: 'creating', actions: 'clearProblem' },
            'feed.revoke': { target: 'confirmingRevoke', actions: 'clearProblem' },
          },
        },
        creating: {
          tags: ['busy'],
          invoke: {
            id: 'createFeed',
            src: 'createFeed',
            onDone: { target: 'created', actions: 'keepFeed' },
            onError: { target: 'choosing', actions: 'noteCreateFailure' },
          },
        },
        created: {
          on: {
            'feed.create': { target: 'creating', actions: 'clearProblem' },
            'feed.revoke': { target: 'confirmingRevoke', actions: 'clearProblem' },
          },
        },
        confirmingRevoke: {
          on: {
            'feed.confirmRevoke': { target: 'revoking' },
            'feed.cancel': [{ guard: 'feedShown', target: 'created' }, { target: 'live' }],
          },
        },
        revoking: {
          tags: ['busy'],
          invoke: {
            id: 'revokeFeed',
            src: 'revokeFeed',
            onDone: { target: 'none', actions: 'forgetFeed' },
            onError: { target: 'live', actions: 'noteRevokeFailure' },
          },
        },
      },
    },
  },
});
