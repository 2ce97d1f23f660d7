/**
 * The account page through the real page: a covering set of the model's
 * paths with user-event, the account's calls answered by deferred actors with
 * each path's outcome. Each machine state shows exactly its own view.
 */
import { beforeAll } from 'vitest';
import type { I18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { accountPageSpec } from '../../../machines/account-page/test-support/account-model';
import { isOutcomeEvent } from '../../../machines/test-support/model-harness';
import { clickFor, hasAlert, hasButton } from '../../staff/test-support/page-queries';
import { deferredActors } from '../../wizards/shared/test-support/deferred-actors';
import { viewModelSuite } from '../../wizards/shared/test-support/view-suite';
import { BrowserRouter } from '../../app/router';
import { AccountServicesContext, type AccountServices } from './account-services';
import AccountPage from './AccountPage';
import { i18nWrapper, testI18n } from '../../../tests/test-support/i18n';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n('en', ['site']);
});

const clickButton = clickFor({
  'account.retry': 'Try again',
  'account.signOut': 'Sign out',
  'account.delete': 'Delete my account',
  'account.confirmDelete': 'Yes, delete my account',
  'account.cancelDelete': 'Keep my account',
});
const heading = (name: string) => screen.queryByRole('heading', { name }) !== null;
const hasLink = (name: string) => screen.queryByRole('link', { name }) !== null;

viewModelSuite(accountPageSpec, {
  start(_entry, inspect) {
    const { actors, settle } = deferredActors(['loadAccount', 'signOut', 'deleteAccount'] as const);
    const services = { page: actors, signIn: {} } as unknown as AccountServices;
    const view = render(
      <BrowserRouter>
        <AccountServicesContext.Provider value={services}>
          <AccountPage inspect={inspect} />
        </AccountServicesContext.Provider>
      </BrowserRouter>,
      { wrapper: i18nWrapper(i18n) },
    );
    return {
      async perform(event: EventObject, user) {
        if (isOutcomeEvent(event)) return settle(event);
        return clickButton(event, user);
      },
      unmount: () => view.unmount(),
    };
  },
  viewOf: (snapshot: AnyMachineSnapshot) => String(snapshot.value),
  views: {
    loading: () => screen.queryByText('Loading...') !== null,
    loadFailed: () => hasAlert() && hasButton('Try again'),
    signedIn: () =>
      hasButton('Sign out') && hasButton('Delete my account') && hasLink('P261207ABCDEFGH'),
    signingOut: () => hasButton('Signing out…'),
    confirmingDelete: () => heading('Delete your account?') && hasButton('Yes, delete my account'),
    deleting: () => heading('Delete your account?') && hasButton('Deleting…'),
    signedOut: () => hasLink('Sign in') && !hasButton('Sign out'),
    deleted: () => heading('Your account has been deleted'),
  },
});
