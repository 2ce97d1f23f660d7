/** The year page machine's model, for the bare suite. */
import type { YearAnswer } from '../../../domain/sacred-year/api';
import type { ModelSpec } from '../../test-support/model-harness';
import { keyWithProblem, UNREACHABLE } from '../../test-support/model-parts';
import { yearPageMachine, type YearPageContext } from '../machine';

const year = (createdAt: string | null): YearAnswer => ({
  today: '2026-12-07',
  people: [],
  days: [],
  feed: { createdAt },
});
const FEED = {
  feedUrl: 'https://temple.example/puja-web-v2/api/account/feeds/abc.ics',
  createdAt: '2026-12-07T10:00:00Z',
};

export const yearPageSpec: ModelSpec = {
  machine: yearPageMachine,
  entries: [{ label: 'the year page', input: undefined }],
  events: () => [
    { type: 'year.retry' },
    { type: 'feed.create' },
    { type: 'feed.revoke' },
    { type: 'feed.confirmRevoke' },
    { type: 'feed.cancel' },
  ],
  outcomes: {
    loadYear: [
      { label: 'no feed yet', output: { kind: 'signedIn', year: year(null) } },
      { label: 'a feed live', output: { kind: 'signedIn', year: year('2026-11-01T08:00:00Z') } },
      { label: 'signed out', output: { kind: 'signedOut' } },
      { label: 'no answer', error: UNREACHABLE },
    ],
    createFeed: [
      { label: 'made', output: FEED },
      { label: 'no answer', error: UNREACHABLE },
    ],
    revokeFeed: [
      { label: 'revoked', output: undefined },
      { label: 'no answer', error: UNREACHABLE },
    ],
  },
  serialize: keyWithProblem<YearPageContext>((c) => ({
    year: c.year !== null,
    live: c.feedCreatedAt !== null,
    shown: c.feedUrl !== null,
  })),
  invariant: (snapshot) => {
    const c = snapshot.context as YearPageContext;
    if (
      snapshot.matches({ ready: 'created' }) &&
      (c.feedUrl === null || c.feedCreatedAt === null)
    ) {
      throw new Error('A feed made without its address');
    }
    if (snapshot.matches({ ready: 'none' }) && (c.feedUrl !== null || c.feedCreatedAt !== null)) {
      throw new Error('No feed, yet an address is kept');
    }
    if (snapshot.matches('ready') && c.year === null) throw new Error('Ready without the year');
    if (snapshot.matches('signedOut') && c.year !== null) throw new Error('Signed out with a year');
  },
};
