/**
 * Confirming an erasure through the real ErasurePanel: a covering set of the
 * model's paths with user-event, the server's answers given by the fake
 * console API. The panel is given one request, so that is what its button chooses.
 */
import { screen } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import {
  confirmErasureSpec,
  ERASURE_REQUEST_ID,
} from '../../../machines/staff/test-support/staff-model';
import { viewModelSuite } from '../../wizards/shared/test-support/view-suite';
import { hasAlert, hasButton } from '../test-support/page-queries';
import { panelSession } from '../test-support/panel-session';
import { ErasurePanel } from './ErasurePanel';

const WHO = 'asha@example.com';
const ERASE = `Erase ${WHO}’s details`;
const text = (pattern: RegExp | string) => screen.queryByText(pattern) !== null;
const noop = () => undefined;

viewModelSuite(confirmErasureSpec, {
  start: (_entry, inspect) =>
    panelSession(
      (api) => (
        <ErasurePanel
          api={api}
          requestId={ERASURE_REQUEST_ID}
          who={WHO}
          onDone={noop}
          inspect={inspect}
        />
      ),
      {
        answer: (erased) => ({ request: { status: 'CONFIRMED', erased } }),
        buttons: {
          'action.choose': ERASE,
          'action.confirm': 'Yes, erase them',
          'action.retry': 'Try again',
          'action.cancel': 'Cancel',
          'action.close': 'Close',
        },
      },
    ),
  viewOf: (snapshot: AnyMachineSnapshot) => String(snapshot.value),
  views: {
    idle: () => hasButton(ERASE),
    confirming: () => hasButton('Yes, erase them') && !hasButton(ERASE),
    submitting: () => text('Erasing...') && !hasButton('Yes, erase them'),
    failed: () => hasAlert() && hasButton('Try again'),
    done: () => text('Erased: 2 orders, 1 readings, 4 emails.') && hasButton('Close'),
  },
});
