/**
 * Withdrawing a photograph through the real PhotoWithdraw: a covering set of
 * the model's paths with user-event, the server's answers given by the fake
 * console API (which must be asked to DELETE that photograph).
 */
import { render, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { withdrawPhotoSpec } from '../../machines/staff/test-support/staff-model';
import { isOutcomeEvent } from '../../machines/test-support/model-harness';
import { viewModelSuite } from '../wizards/shared/test-support/view-suite';
import { PhotoWithdraw } from './PhotoWithdraw';
import { apiAnswer, deferredApi } from './test-support/deferred-api';
import { clickFor, hasAlert, hasButton } from './test-support/page-queries';

const ID = 'AAAAAAAAAAAAAAAAAAAAAAAA';
const PHOTO = {
  id: ID,
  url: `/p/${ID}.jpg`,
  thumbUrl: `/p/${ID}-thumb.jpg`,
  alt: 'Puja offered on Sunday, 13 December 2026',
};
const clickButton = clickFor({
  'action.choose': 'Withdraw this photograph',
  'action.confirm': 'Yes, withdraw it',
  'action.retry': 'Try again',
  'action.cancel': 'Cancel',
  'action.close': 'Close',
});
const text = (pattern: string) => screen.queryByText(pattern) !== null;

viewModelSuite(withdrawPhotoSpec, {
  start(_entry, inspect) {
    const { api, answer, calls } = deferredApi();
    const view = render(
      <PhotoWithdraw api={api} photo={PHOTO} onDone={() => undefined} inspect={inspect} />,
    );
    return {
      async perform(event: EventObject, user) {
        if (isOutcomeEvent(event)) {
          expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/photos/${ID}` });
          return answer(apiAnswer(event.outcome, () => ({ withdrawn: true })));
        }
        return clickButton(event, user);
      },
      unmount: () => view.unmount(),
    };
  },
  viewOf: (snapshot: AnyMachineSnapshot) => String(snapshot.value),
  views: {
    idle: () => hasButton('Withdraw this photograph') && screen.queryByAltText(PHOTO.alt) !== null,
    confirming: () => hasButton('Yes, withdraw it'),
    submitting: () => text('Withdrawing...'),
    failed: () => hasAlert() && hasButton('Try again'),
    done: () => text('Photograph withdrawn.') && screen.queryByAltText(PHOTO.alt) === null,
  },
});
