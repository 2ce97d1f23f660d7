/**
 * The calendar feed's secret through the real FeedPanel: a covering set of
 * the model's paths with user-event, the server's answer to the new address
 * given by the fake console API.
 */
import { render, screen } from '@testing-library/react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { feedSecretSpec } from '../../../machines/astro/astrologer/test-support/astrologer-model';
import { isOutcomeEvent } from '../../../machines/test-support/model-harness';
import { viewModelSuite } from '../../wizards/shared/test-support/view-suite';
import { apiAnswer, deferredApi } from '../test-support/deferred-api';
import { buttonNamed, hasAlert, hasButton } from '../test-support/page-queries';
import { FeedPanel } from './FeedPanel';

const button = hasButton;
const text = (pattern: RegExp) => screen.queryByText(pattern) !== null;
const feedUrl = () => screen.getByLabelText<HTMLInputElement>('Feed address').value;

viewModelSuite(feedSecretSpec, {
  start(entry, inspect) {
    const { api, answer } = deferredApi();
    const { feedUrl: current } = entry.input as { feedUrl: string };
    const view = render(<FeedPanel api={api} feedUrl={current} inspect={inspect} />);
    return {
      async perform(event: EventObject, user) {
        if (isOutcomeEvent(event)) {
          return answer(apiAnswer(event.outcome, (output) => ({ feedUrl: output })));
        }
        switch (event.type) {
          case 'feed.regenerate':
            return user.click(buttonNamed('Make a new address'));
          case 'feed.confirm':
            return user.click(buttonNamed('Yes, make a new address'));
          case 'feed.cancel':
            return user.click(buttonNamed('Keep the current one'));
          default:
            throw new Error(`The page has no way to send ${event.type}`);
        }
      },
      unmount: () => view.unmount(),
    };
  },
  viewOf(snapshot: AnyMachineSnapshot) {
    const c = snapshot.context as { renewed: boolean; problem: string | null };
    if (!snapshot.matches('idle')) return String(snapshot.value);
    if (c.problem) return 'idle, the last try failed';
    return c.renewed ? 'idle, a new address' : 'idle';
  },
  views: {
    idle: () => button('Make a new address') && feedUrl().endsWith('/old.ics') && !hasAlert(),
    'idle, a new address': () =>
      button('Make a new address') &&
      feedUrl().endsWith('/new.ics') &&
      text(/^A new address is ready/) &&
      !hasAlert(),
    'idle, the last try failed': () => button('Make a new address') && hasAlert(),
    confirming: () => button('Yes, make a new address') && button('Keep the current one'),
    regenerating: () => text(/^Making a new address/) && !button('Make a new address'),
  },
});
