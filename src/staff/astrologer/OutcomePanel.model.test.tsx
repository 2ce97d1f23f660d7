/**
 * Marking a reading's outcome through the real OutcomePanel: a covering set
 * of the model's paths with user-event, the server's answers given by the
 * fake console API.
 */
import { render, screen } from '@testing-library/react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { markOutcomeSpec } from '../../../machines/astro/astrologer/test-support/astrologer-model';
import { isOutcomeEvent } from '../../../machines/test-support/model-harness';
import { viewModelSuite } from '../../wizards/shared/test-support/view-suite';
import { apiAnswer, deferredApi } from '../test-support/deferred-api';
import { buttonNamed, clickFor, hasAlert, hasButton } from '../test-support/page-queries';
import { OUTCOME_LABELS, OutcomePanel } from './OutcomePanel';

const button = hasButton;
const text = (pattern: RegExp | string) => screen.queryByText(pattern) !== null;
const CHOOSE: Record<string, string> = {
  COMPLETED: 'Mark completed',
  NO_SHOW: 'Mark as a no-show',
};

const clickButton = clickFor({
  'outcome.confirm': 'Yes, record it',
  'outcome.retry': 'Try again',
  'outcome.cancel': 'Cancel',
});

viewModelSuite(markOutcomeSpec, {
  start(entry, inspect) {
    const { api, answer } = deferredApi();
    const { code, recorded } = entry.input as { code: string; recorded: string };
    const view = render(
      <OutcomePanel api={api} code={code} recorded={recorded} inspect={inspect} />,
    );
    return {
      async perform(event: EventObject, user) {
        if (isOutcomeEvent(event)) {
          return answer(apiAnswer(event.outcome, (output) => ({ outcome: output })));
        }
        const e = event as EventObject & { outcome?: string };
        if (e.type === 'outcome.choose') return user.click(buttonNamed(CHOOSE[e.outcome!]!));
        return clickButton(event, user);
      },
      unmount: () => view.unmount(),
    };
  },
  viewOf(snapshot: AnyMachineSnapshot) {
    const c = snapshot.context as { chosen: string | null; recorded: string };
    const marked = c.recorded ? `marked ${c.recorded}` : 'not marked';
    if (snapshot.matches('confirming')) return `confirming ${c.chosen}`;
    if (snapshot.matches('idle')) return `idle, ${marked}`;
    return String(snapshot.value);
  },
  views: {
    'idle, not marked': () => text('Not marked yet.') && button('Mark completed'),
    'idle, marked COMPLETED': () =>
      text(`Marked: ${OUTCOME_LABELS.COMPLETED}.`) && button('Mark completed'),
    'idle, marked NO_SHOW': () =>
      text(`Marked: ${OUTCOME_LABELS.NO_SHOW}.`) && button('Mark completed'),
    'confirming COMPLETED': () =>
      button('Yes, record it') && text(`Record reading A2099XYZ as “${OUTCOME_LABELS.COMPLETED}”?`),
    'confirming NO_SHOW': () =>
      button('Yes, record it') && text(`Record reading A2099XYZ as “${OUTCOME_LABELS.NO_SHOW}”?`),
    submitting: () => text('Saving...') && !button('Yes, record it'),
    failed: () => hasAlert() && button('Try again'),
  },
});
