/**
 * "Find my order": the order number and email in, the link to the order's
 * page mailed again. The steps are the find-my-order machine's; this view
 * renders its state and sends it the visitor's events.
 */
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import type { InspectionEvent } from 'xstate';
import { findMyOrderMachine } from '../../../machines/find-my-order';
import { findMyOrderActors } from '../../api/my-order';
import { FIND_MY_ORDER_ANSWER } from '../../domain/my-order';
import { Button, ButtonRow, ErrorSummary, TextField, errorFor } from '../../ui/form';

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
  const { values, errors, problem } = state.context;

  if (state.matches('sent')) {
    return (
      <>
        <h1>Check your email</h1>
        <p className="lead" role="status">
          {FIND_MY_ORDER_ANSWER.message}
        </p>
        <p>
          The mail comes from the temple and can take a few minutes. Look in your spam folder too.
          If nothing arrives, check the order number in your confirmation email and try again.
        </p>
        <ButtonRow>
          <Button variant="secondary" onClick={() => send({ type: 'find.again' })}>
            Look up another order
          </Button>
        </ButtonRow>
      </>
    );
  }

  const busy = state.hasTag('busy');
  return (
    <>
      <h1>Find my order</h1>
      <p className="lead">
        Lost the link to your order’s page? Enter the order number from your confirmation email and
        the email address you ordered with, and we will email the link again.
      </p>
      <ErrorSummary errors={errors} />
      {problem ? (
        <div className="notice" role="alert">
          <p>{problem}</p>
          <ButtonRow>
            <Button onClick={() => send({ type: 'find.retry' })}>Try again</Button>
          </ButtonRow>
        </div>
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
          label="Order number"
          hint="It starts with P, for example P261125ABCD2345."
          value={values.orderNumber}
          error={errorFor(errors, 'orderNumber')}
          autoComplete="off"
          width="medium"
          onChange={(value) => send({ type: 'find.edit', field: 'orderNumber', value })}
        />
        <TextField
          id="email"
          label="Email address"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          error={errorFor(errors, 'email')}
          onChange={(value) => send({ type: 'find.edit', field: 'email', value })}
        />
        <ButtonRow>
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending…' : 'Email me the link'}
          </Button>
        </ButtonRow>
      </form>
    </>
  );
}
