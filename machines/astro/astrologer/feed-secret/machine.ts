/**
 * The astrologer's private calendar feed: its address carries a secret, so
 * making a new one (confirm first: every calendar that uses the old address
 * stops updating) is a small flow. The view provides `regenerateFeed`
 * (POST …/astrologer/feed/regenerate).
 *
 *   idle → confirming → regenerating → idle (the new address, or the problem)
 */
import { assign, setup } from 'xstate';
import { failureMessage } from '../../../shared/failure';
import { outputOf, providedByView, type InvokeResultEvent } from '../../../shared/invoked-actor';

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
    events: {} as FeedSecretEvent | InvokeResultEvent<string, 'regenerateFeed'>,
    input: {} as { feedUrl: string },
  },
  actors: {
    regenerateFeed: providedByView<string>('regenerateFeed'),
  },
  actions: {
    clearProblem: assign({ problem: null }),
    takeNewAddress: assign({ feedUrl: outputOf('regenerateFeed'), renewed: true }),
    noteFailure: assign({
      problem: failureMessage('regenerateFeed', 'A new address could not be made'),
    }),
  },
}).createMachine({
  id: 'astrologerFeedSecret',
  initial: 'idle',
  context: ({ input }) => ({ feedUrl: input.feedUrl, problem: null, renewed: false }),
  states: {
    idle: {
      on: { 'feed.regenerate': { target: 'confirming', actions: 'clearProblem' } },
    },
    confirming: {
      on: { 'feed.confirm': 'regenerating', 'feed.cancel': 'idle' },
    },
    regenerating: {
      tags: ['busy'],
      invoke: {
        id: 'regenerateFeed',
        src: 'regenerateFeed',
        onDone: { target: 'idle', actions: 'takeNewAddress' },
        onError: { target: 'idle', actions: 'noteFailure' },
      },
    },
  },
});
