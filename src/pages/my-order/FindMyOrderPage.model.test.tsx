/**
 * Find my order through the real page: a covering set of the model's paths
 * with user-event, the find call answered by a deferred actor with each
 * path's outcome. Each machine state shows exactly its own view.
 */
import { beforeAll } from 'vitest';
import type { I18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { FindMyOrderEvent } from '../../../machines/find-my-order';
import { findMyOrderSpec } from '../../../machines/find-my-order/test-support/find-model';
import { isOutcomeEvent } from '../../../machines/test-support/model-harness';
import { clickFor, hasAlert, hasButton } from '../../staff/test-support/page-queries';
import { deferredActors } from '../../wizards/shared/test-support/deferred-actors';
import { fill } from '../../wizards/shared/test-support/page-driving';
import { viewModelSuite } from '../../wizards/shared/test-support/view-suite';
import { BrowserRouter } from '../../app/router';
import FindMyOrderPage from './FindMyOrderPage';
import { i18nWrapper, testI18n } from '../../../tests/test-support/i18n';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n('en', ['site']);
});

const SUBMIT = 'Email me the link';
const clickButton = clickFor({
  'find.submit': SUBMIT,
  'find.retry': 'Try again',
  'find.again': 'Look up another order',
});
const heading = (name: string) => screen.queryByRole('heading', { level: 1, name }) !== null;

viewModelSuite(findMyOrderSpec, {
  start(_entry, inspect) {
    const { actors, settle } = deferredActors(['findMyOrder'] as const);
    const view = render(
      <BrowserRouter>
        <FindMyOrderPage actors={actors as never} inspect={inspect} />
      </BrowserRouter>,
      { wrapper: i18nWrapper(i18n) },
    );
    return {
      async perform(event: EventObject, user) {
        if (isOutcomeEvent(event)) return settle(event);
        if (event.type === 'find.edit') {
          const edit = event as Extract<FindMyOrderEvent, { type: 'find.edit' }>;
          return fill(edit.field, edit.value);
        }
        return clickButton(event, user);
      },
      unmount: () => view.unmount(),
    };
  },
  viewOf: (snapshot: AnyMachineSnapshot) => String(snapshot.value),
  views: {
    entry: () => heading('Find my order') && hasButton(SUBMIT) && !hasButton('Try again'),
    submitting: () => heading('Find my order') && hasButton('Sending…'),
    failed: () => hasAlert() && hasButton('Try again') && hasButton(SUBMIT),
    sent: () => heading('Check your email') && hasButton('Look up another order'),
  },
});
