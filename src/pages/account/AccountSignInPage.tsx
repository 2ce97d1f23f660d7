/**
 * Signing in to the account without a password: the address in, a link
 * mailed; the page opened from that link (its secret in the #fragment, which
 * never reaches the server's logs) exchanges it for the session and goes on
 * to the account. The steps are machines/account-sign-in; this view renders
 * its state and sends it the devotee's events.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import type { InspectionEvent } from 'xstate';
import { accountSignInMachine } from '../../../machines/account-sign-in';
import { ACCOUNT_LINK_MINUTES, ACCOUNT_PAGE } from '../../../domain/account';
import type { FieldError } from '../../../domain/api-error';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../domain/visitor-language';
import { FIND_MY_ORDER_PAGE } from '../../../domain/my-order-paths';
import { Link, Navigate, useLanguage, useLocation, useNavigate } from '../../app/router';
import { Button, ButtonRow, errorFor, ErrorSummary, FailureNotice, TextField } from '../../ui/form';
import { PageIntro } from '../Topics';
import { useAccountServices } from './account-services';
import { AccountFailureText } from './AccountFailureText';

/**
 * The link's secret from the address's #fragment, taken out of the address
 * bar at once; a link opened later in the same tab (only the fragment
 * changes, so the page is not loaded again) brings its own.
 */
function useLinkSecret(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const inAddress = location.hash.slice(1) || null;
  const [secret, setSecret] = useState(inAddress);
  // Adjusted while rendering (React's pattern for state that follows a prop), not in an effect.
  if (inAddress && inAddress !== secret) setSecret(inAddress);
  useEffect(() => {
    if (location.hash) navigate({ pathname: location.pathname }, { replace: true });
  }, [location.hash, location.pathname, navigate]);
  return secret;
}

/** Each link's secret starts the steps afresh. */
export default function AccountSignInPage(props: {
  /** Test-only: watches the running actor (the view-level model test). */
  inspect?: (event: InspectionEvent) => void;
}) {
  const secret = useLinkSecret();
  return <SignInSteps key={secret ?? ''} secret={secret} inspect={props.inspect} />;
}

function SignInSteps({
  secret,
  inspect,
}: {
  secret: string | null;
  inspect?: (event: InspectionEvent) => void;
}) {
  const { signIn: actors } = useAccountServices();
  const page = useLanguage();
  const machine = useMemo(() => accountSignInMachine.provide({ actors }), [actors]);
  const [state, send] = useMachine(machine, {
    input: { language: isLanguage(page) ? page : DEFAULT_LANGUAGE, secret },
    ...(inspect ? { inspect } : {}),
  });
  const { email, problem } = state.context;
  const errors = useWordedErrors(state.context.errors);
  const { t } = useLingui();
  const minutes = ACCOUNT_LINK_MINUTES;

  if (state.matches('signedIn')) return <Navigate to={ACCOUNT_PAGE} replace />;

  if (state.matches('completing')) {
    return (
      <>
        <h1>
          <Trans>Signing you in</Trans>
        </h1>
        <p className="lead" role="status">
          <Trans>One moment: the link is being checked.</Trans>
        </p>
      </>
    );
  }

  if (state.matches('linkInvalid') || state.matches('completeFailed')) {
    const invalid = state.matches('linkInvalid');
    return (
      <>
        <h1>
          {invalid ? (
            <Trans>This sign-in link no longer works</Trans>
          ) : (
            <Trans>Signing in did not work</Trans>
          )}
        </h1>
        <div className="notice" role="alert">
          <p>
            {invalid ? (
              <Trans>
                A sign-in link works once, within {minutes} minutes of being sent. This one has been
                used or has expired. Ask for a new link and use the newest mail.
              </Trans>
            ) : (
              <AccountFailureText problem={problem ?? ''} />
            )}
          </p>
        </div>
        <ButtonRow>
          {invalid ? null : (
            <Button onClick={() => send({ type: 'signIn.retry' })}>
              <Trans>Try again</Trans>
            </Button>
          )}
          <Button
            variant={invalid ? 'primary' : 'secondary'}
            onClick={() => send({ type: 'signIn.again' })}
          >
            <Trans>Ask for a new link</Trans>
          </Button>
        </ButtonRow>
      </>
    );
  }

  if (state.matches('sent')) {
    return (
      <>
        <h1>
          <Trans>Check your email</Trans>
        </h1>
        <p className="lead" role="status">
          <Trans>We have emailed a sign-in link to {email}.</Trans>
        </p>
        <p>
          <Trans>
            Open the mail on this device and press its button: it signs you in here. The link works
            once, within {minutes} minutes. The mail can take a few minutes; look in your spam
            folder too.
          </Trans>
        </p>
        <ButtonRow>
          <Button variant="secondary" onClick={() => send({ type: 'signIn.again' })}>
            <Trans>Use another email address</Trans>
          </Button>
        </ButtonRow>
      </>
    );
  }

  const busy = state.hasTag('busy');
  return (
    <>
      <PageIntro
        title={msg`Sign in to your account`}
        lead={msg`There is no password. Enter the email address you order with and we will email you a link that signs you in.`}
      />
      <ErrorSummary errors={errors} />
      {problem ? (
        <FailureNotice onRetry={() => send({ type: 'signIn.retry' })}>
          <AccountFailureText problem={problem} />
        </FailureNotice>
      ) : null}
      <form
        noValidate
        aria-busy={busy || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'signIn.submit' });
        }}
      >
        <TextField
          id="email"
          label={t`Email address`}
          hint={<Trans>The address your order confirmations were sent to.</Trans>}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          error={errorFor(errors, 'email')}
          onChange={(value) => send({ type: 'signIn.edit', value })}
        />
        <ButtonRow>
          <Button type="submit" disabled={busy}>
            {busy ? <Trans>Sending…</Trans> : <Trans>Email me a sign-in link</Trans>}
          </Button>
        </ButtonRow>
      </form>
      <p>
        <Trans>
          Only looking for one order? <Link to={FIND_MY_ORDER_PAGE}>Find my order</Link> mails its
          page’s link again.
        </Trans>
      </p>
    </>
  );
}

/** The address's one problem in the visitor's language, from the browser's check or the server's. */
function useWordedErrors(errors: readonly FieldError[]): FieldError[] {
  const { t } = useLingui();
  return useMemo(
    () =>
      errors.map((error) =>
        error.path === 'email'
          ? { ...error, message: t`Enter the email address you order with` }
          : error,
      ),
    [errors, t],
  );
}
