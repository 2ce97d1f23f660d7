/**
 * Confirming an erasure through the real ErasurePanel: a covering set of the
 * model's paths with user-event, the server's answers given by the fake
 * console API. The panel is given one request, so that is what its button chooses.
 */
import { render, screen } from '@testing-library/react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  confirmErasureSpec,
  ERASURE_REQUEST_ID,
} from '../../../machines/staff/test-support/staff-model';
import { isOutcomeEvent } from '../../../machines/test-support/model-harness';
import { viewModelSuite } from '../../wizards/shared/test-support/view-suite';
import { apiAnswer, deferredApi } from '../test-support/deferred-api';
import { clickFor, hasAlert, hasButton } from '../test-support/page-queries';
import { ErasurePanel } from './ErasurePanel';

const WHO = 'asha@example.com';
const ERASE = `Erase ${WHO}’s details`;
const text = (pattern: RegExp | string) => screen.queryByText(pattern) !== null;
const noop = () => undefined;
const clickButton = clickFor({
  'action.choose': ERASE,
  'action.confirm': 'Yes, erase them',
  'action.retry': 'Try again',
  'action.cancel': 'Cancel',
  'action.close': 'Close',
});

viewModelSuite(confirmErasureSpec, {
  start(_entry, inspect) {
    const { api, answer } = deferredApi();
    const view = render(
      <ErasurePanel
        api={api}
        requestId={ERASURE_REQUEST_ID}
        who={WHO}
        onDone={noop}
        inspect={inspect}
      />,
    );
    return {
      async perform(event: EventObject, user) {
        if (isOutcomeEvent(event)) {
          return answer(
            apiAnswer(event.outcome, (erased) => ({ request: { status: 'CONFIRMED', erased } })),
          );
        }
        return clickButton(event, user);
      },
      unmount: () => view.unmount(),
    };
  },
  viewOf: (snapshot: AnyMachineSnapshot) => String(snapshot.value),
  views: {
    idle: () => hasButton(ERASE),
    confirming: () => hasButton('Yes, erase them') && !hasButton(ERASE),
    submitting: () => text('Erasing...') && !hasButton('Yes, erase them'),
    failed: () => hasAlert() && hasButton('Try again'),
    done: () => text('Erased: 2 orders, 1 readings, 4 emails.') && hasButton('Close'),
  },
});
