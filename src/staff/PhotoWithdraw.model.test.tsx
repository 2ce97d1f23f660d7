/**
 * Withdrawing a photograph through the real PhotoWithdraw: a covering set of
 * the model's paths with user-event, the server's answers given by the fake
 * console API (which must be asked to DELETE that photograph).
 */
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { withdrawPhotoSpec } from '../../machines/staff/test-support/staff-model';
import { viewModelSuite } from '../wizards/shared/test-support/view-suite';
import { PhotoWithdraw } from './PhotoWithdraw';
import { hasAlert, hasButton } from './test-support/page-queries';
import { panelSession } from './test-support/panel-session';

const ID = 'AAAAAAAAAAAAAAAAAAAAAAAA';
const PHOTO = {
  id: ID,
  url: `/p/${ID}.jpg`,
  thumbUrl: `/p/${ID}-thumb.jpg`,
  alt: 'Puja offered on Sunday, 13 December 2026',
};
const text = (pattern: string) => screen.queryByText(pattern) !== null;

viewModelSuite(withdrawPhotoSpec, {
  start: (_entry, inspect) =>
    panelSession(
      (api) => <PhotoWithdraw api={api} photo={PHOTO} onDone={() => undefined} inspect={inspect} />,
      {
        checkCalls: (calls) =>
          expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/photos/${ID}` }),
        answer: () => ({ withdrawn: true }),
        buttons: {
          'action.choose': 'Withdraw this photograph',
          'action.confirm': 'Yes, withdraw it',
          'action.retry': 'Try again',
          'action.cancel': 'Cancel',
          'action.close': 'Close',
        },
      },
    ),
  viewOf: (snapshot: AnyMachineSnapshot) => String(snapshot.value),
  views: {
    idle: () => hasButton('Withdraw this photograph') && screen.queryByAltText(PHOTO.alt) !== null,
    confirming: () => hasButton('Yes, withdraw it'),
    submitting: () => text('Withdrawing...'),
    failed: () => hasAlert() && hasButton('Try again'),
    done: () => text('Photograph withdrawn.') && screen.queryByAltText(PHOTO.alt) === null,
  },
});
