/**
 * Marking people performed through the real PerformedPanel: a covering set
 * of the model's paths with user-event, the server's answers given by the
 * fake console API. The panel is given one scope (the people chosen on an
 * order), so that is the only choice its button makes.
 */
import { render, screen } from '@testing-library/react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { PerformedScope } from '../../machines/staff';
import { markPerformedSpec, PEOPLE_SCOPE } from '../../machines/staff/test-support/staff-model';
import { isOutcomeEvent } from '../../machines/test-support/model-harness';
import { viewModelSuite } from '../wizards/shared/test-support/view-suite';
import { PerformedPanel } from './PerformedPanel';
import { apiAnswer, deferredApi } from './test-support/deferred-api';
import { clickFor, hasAlert, hasButton } from './test-support/page-queries';

const button = hasButton;
const text = (pattern: RegExp | string) => screen.queryByText(pattern) !== null;
const LABEL = 'Mark the chosen people performed';
const SCOPE: PerformedScope = { ...PEOPLE_SCOPE, positions: [...PEOPLE_SCOPE.positions] };
const noop = () => undefined;
const clickButton = clickFor({
  'performed.choose': LABEL,
  'performed.confirm': 'Yes, mark performed',
  'performed.retry': 'Try again',
  'performed.cancel': 'Cancel',
  'performed.close': 'Close',
});

viewModelSuite(markPerformedSpec, {
  start(_entry, inspect) {
    const { api, answer } = deferredApi();
    const view = render(
      <PerformedPanel api={api} scope={SCOPE} label={LABEL} onDone={noop} inspect={inspect} />,
    );
    return {
      async perform(event: EventObject, user) {
        if (isOutcomeEvent(event)) {
          return answer(apiAnswer(event.outcome, (output) => ({ marked: output })));
        }
        return clickButton(event, user);
      },
      unmount: () => view.unmount(),
    };
  },
  // The panel's button chooses the scope it was given.
  usable: (event) =>
    event.type !== 'performed.choose' ||
    (event as EventObject & { scope: PerformedScope }).scope.kind === 'people',
  viewOf: (snapshot: AnyMachineSnapshot) => String(snapshot.value),
  views: {
    idle: () => button(LABEL),
    confirming: () => button('Yes, mark performed') && !button(LABEL),
    submitting: () => text('Saving...') && !button('Yes, mark performed'),
    failed: () => hasAlert() && button('Try again'),
    done: () => text('Marked 3 people performed.') && button('Close'),
  },
});
