/**
 * The sign-in page through the real page: a covering set of the model's
 * paths with user-event, from a plain visit and from the mailed link (its
 * secret in the address's fragment), the calls answered by deferred actors
 * with each path's outcome. Each machine state shows exactly its own view.
 */
import { beforeAll } from 'vitest';
import type { I18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { AccountSignInEvent, AccountSignInInput } from '../../../machines/account-sign-in';
import { accountSignInSpec } from '../../../machines/account-sign-in/test-support/sign-in-model';
import { isOutcomeEvent } from '../../../machines/test-support/model-harness';
import { clickFor, hasAlert, hasButton } from '../../staff/test-support/page-queries';
import { deferredActors } from '../../wizards/shared/test-support/deferred-actors';
import { fill } from '../../wizards/shared/test-support/page-driving';
import { viewModelSuite } from '../../wizards/shared/test-support/view-suite';
import { BrowserRouter } from '../../app/router';
import { AccountServicesContext, type AccountServices } from './account-services';
import AccountSignInPage from './AccountSignInPage';
import { i18nWrapper, testI18n } from '../../../tests/test-support/i18n';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n('en', ['site']);
});

const SUBMIT = 'Email me a sign-in link';
const clickButton = clickFor({
  'signIn.submit': SUBMIT,
  'signIn.retry': 'Try again',
  'signIn.again': 'Ask for a new link',
});
const heading = (name: string) => screen.queryByRole('heading', { level: 1, name }) !== null;

viewModelSuite(accountSignInSpec, {
  start(entry, inspect) {
    const { secret, language } = entry.input as AccountSignInInput;
    const prefix = language === 'en' ? '' : `/${language}`;
    window.history.replaceState(null, '', `${prefix}/account/sign-in${secret ? `#${secret}` : ''}`);
    const { actors, settle } = deferredActors(['askLink', 'completeSignIn'] as const);
    const services = { signIn: actors, page: {} } as unknown as AccountServices;
    const view = render(
      <BrowserRouter>
        <AccountServicesContext.Provider value={services}>
          <AccountSignInPage inspect={inspect} />
        </AccountServicesContext.Provider>
      </BrowserRouter>,
      { wrapper: i18nWrapper(i18n) },
    );
    return {
      async perform(event: EventObject, user) {
        if (isOutcomeEvent(event)) return settle(event);
        if (event.type === 'signIn.edit') {
          return fill(
            'email',
            (event as Extract<AccountSignInEvent, { type: 'signIn.edit' }>).value,
          );
        }
        // "Check your email" offers another address; the failed link's page, a new link.
        if (event.type === 'signIn.again' && heading('Check your email')) {
          return clickFor({ 'signIn.again': 'Use another email address' })(event, user);
        }
        return clickButton(event, user);
      },
      unmount: () => view.unmount(),
    };
  },
  viewOf: (snapshot: AnyMachineSnapshot) => String(snapshot.value),
  views: {
    entry: () => heading('Sign in to your account') && hasButton(SUBMIT) && !hasButton('Try again'),
    asking: () => heading('Sign in to your account') && hasButton('Sending…'),
    askFailed: () => hasAlert() && hasButton('Try again') && hasButton(SUBMIT),
    sent: () => heading('Check your email') && hasButton('Use another email address'),
    completing: () => heading('Signing you in'),
    completeFailed: () =>
      heading('Signing in did not work') &&
      hasButton('Try again') &&
      hasButton('Ask for a new link'),
    linkInvalid: () =>
      heading('This sign-in link no longer works') &&
      hasButton('Ask for a new link') &&
      !hasButton('Try again'),
    signedIn: () => window.location.pathname === '/account',
  },
});
