/**
 * "Find my order": the order number and email in, the link to the order's
 * page mailed again. The steps are the find-my-order machine's; this view
 * renders its state and sends it the visitor's events.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import type { InspectionEvent } from 'xstate';
import { findMyOrderMachine } from '../../../machines/find-my-order';
import { FIND_FAILURE, findMyOrderActors } from '../../api/my-order';
import type { FieldError } from '../../../domain/api-error';
import { Button, ButtonRow, errorFor, ErrorSummary, FailureNotice, TextField } from '../../ui/form';
import { PageIntro } from '../Topics';
import { EXAMPLE_CODES } from '../../../domain/constants';

const { orderPrefix: ORDER_PREFIX, orderNumber: ORDER_EXAMPLE } = EXAMPLE_CODES;

export default function FindMyOrderPage({
  actors = findMyOrderActors,
  inspect,
}: {
  /** Tests plug fakes in; the browser's call the API. */
  actors?: typeof findMyOrderActors;
  /** Test-only: watches the running actor (the view-level model test). */
  inspect?: (event: InspectionEvent) => void;
}) {
  const machine = useMemo(() => findMyOrderMachine.provide({ actors }), [actors]);
  const [state, send] = useMachine(machine, inspect ? { inspect } : {});
  const { values, problem } = state.context;
  const errors = useWordedErrors(state.context.errors);
  const { t } = useLingui();

  if (state.matches('sent')) {
    return (
      <>
        <h1>
          <Trans>Check your email</Trans>
        </h1>
        <p className="lead" role="status">
          <Trans>
            If that order number and email belong together, we have emailed the link to the order’s
            page.
          </Trans>
        </p>
        <p>
          <Trans>
            The mail comes from the temple and can take a few minutes. Look in your spam folder too.
            If nothing arrives, check the order number in your confirmation email and try again.
          </Trans>
        </p>
        <ButtonRow>
          <Button variant="secondary" onClick={() => send({ type: 'find.again' })}>
            <Trans>Look up another order</Trans>
          </Button>
        </ButtonRow>
      </>
    );
  }

  const busy = state.hasTag('busy');
  return (
    <>
      <PageIntro
        title={msg`Find my order`}
        lead={msg`Lost the link to your order’s page? Enter the order number from your confirmation email and the email address you ordered with, and we will email the link again.`}
      />
      <ErrorSummary errors={errors} />
      {problem ? (
        <FailureNotice onRetry={() => send({ type: 'find.retry' })}>
          <FailureText problem={problem} />
        </FailureNotice>
      ) : null}
      <form
        noValidate
        aria-busy={busy || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'find.submit' });
        }}
      >
        <TextField
          id="orderNumber"
          label={t`Order number`}
          hint={
            <Trans comment="an order number's first letter and an example order number">
              It starts with <span lang="en">{ORDER_PREFIX}</span>, for example{' '}
              <span lang="en">{ORDER_EXAMPLE}</span>.
            </Trans>
          }
          value={values.orderNumber}
          error={errorFor(errors, 'orderNumber')}
          autoComplete="off"
          width="medium"
          onChange={(value) => send({ type: 'find.edit', field: 'orderNumber', value })}
        />
        <TextField
          id="email"
          label={t`Email address`}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          error={errorFor(errors, 'email')}
          onChange={(value) => send({ type: 'find.edit', field: 'email', value })}
        />
        <ButtonRow>
          <Button type="submit" disabled={busy}>
            {busy ? <Trans>Sending…</Trans> : <Trans>Email me the link</Trans>}
          </Button>
        </ButtonRow>
      </form>
    </>
  );
}

/**
 * The two fields' problems in the visitor's language: each field has one
 * rule (domain/my-order.ts), so its message is the field's own, whether
 * the browser's check or the server's answer found it.
 */
function useWordedErrors(errors: readonly FieldError[]): FieldError[] {
  const { t } = useLingui();
  return useMemo(() => {
    const worded: Record<string, string> = {
      orderNumber: t`Enter the order number from your confirmation email`,
      email: t`Enter the email address you ordered with`,
    };
    return errors.map((error) => ({ ...error, message: worded[error.path] ?? error.message }));
  }, [errors, t]);
}

/** Why the mail could not be asked for (src/api/my-order.ts), in the visitor's language. */
function FailureText({ problem }: { problem: string }) {
  switch (problem) {
    case FIND_FAILURE.offline:
      return <Trans>The site did not answer. Check your connection and try again.</Trans>;
    case FIND_FAILURE.tooMany:
      return (
        <Trans>You have asked several times in a short while. Please wait a few minutes.</Trans>
      );
    default:
      return <Trans>The site could not send the mail just now. Please try again.</Trans>;
  }
}
