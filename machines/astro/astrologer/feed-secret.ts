/**
 * The astrologer's private calendar feed: its address carries a secret, so
 * making a new one (confirm first: every calendar that uses the old address
 * stops updating) is a small flow. The view provides `regenerateFeed`
 * (POST …/astrologer/feed/regenerate).
 */
import { assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '../../shared/failure';

export type FeedSecretEvent =
  { type: 'feed.regenerate' } | { type: 'feed.confirm' } | { type: 'feed.cancel' };

export interface FeedSecretContext {
  feedUrl: string;
  problem: string | null;
  /** True after a new address was made (the page says so). */
  renewed: boolean;
}

export const feedSecretMachine = setup({
  types: {
    context: {} as FeedSecretContext,
    events: {} as FeedSecretEvent,
    input: {} as { feedUrl: string },
  },
  actors: {
    regenerateFeed: fromPromise<string>(async () => {
      throw new Error('regenerateFeed actor not provided');
    }),
  },
}).createMachine({
  id: 'astrologerFeedSecret',
  initial: 'idle',
  context: ({ input }) => ({ feedUrl: input.feedUrl, problem: null, renewed: false }),
  states: {
    idle: {
      on: { 'feed.regenerate': { target: 'confirming', actions: assign({ problem: null }) } },
    },
    confirming: {
      on: { 'feed.confirm': 'regenerating', 'feed.cancel': 'idle' },
    },
    regenerating: {
      tags: ['busy'],
      invoke: {
        src: 'regenerateFeed',
        onDone: {
          target: 'idle',
          actions: assign({ feedUrl: ({ event }) => event.output, renewed: true }),
        },
        onError: {
          target: 'idle',
          actions: assign({ problem: failureMessage('A new address could not be made') }),
        },
      },
    },
  },
});
