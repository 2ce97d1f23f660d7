/**
 * The devotee's account: signed out, the way to sign in (and Find my order);
 * signed in, the account's address, the orders paid with it (each opening its
 * My order page through the account's 303 route), the family and the year,
 * the data's download, sign-out, and deletion after a step that says what is
 * erased. The steps are machines/account-page; this view renders its state.
 */
import { Trans } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { InspectionEvent } from 'xstate';
import { accountPageMachine } from '../../../machines/account-page';
import {
  ACCOUNT_API,
  ACCOUNT_FAMILY_PAGE,
  ACCOUNT_SIGN_IN_PAGE,
  type AccountOrder,
} from '../../../domain/account';
import { FIND_MY_ORDER_PAGE } from '../../../domain/my-order-paths';
import { formatUsd } from '../../../domain/money';
import { Link, useLanguage } from '../../app/router';
import { Button, ButtonRow, FailureNotice } from '../../ui/form';
import { describeMoment } from '../my-order/dates';
import { useAccountServices } from './account-services';
import { AccountFailureText } from './AccountFailureText';

/** The family's year (built beside the family page). */
const ACCOUNT_YEAR_PAGE = '/account/year';

export default function AccountPage({
  inspect,
}: {
  /** Test-only: watches the running actor (the view-level model test). */
  inspect?: (event: InspectionEvent) => void;
}) {
  const { page: actors } = useAccountServices();
  const machine = useMemo(() => accountPageMachine.provide({ actors }), [actors]);
  const [state, send] = useMachine(machine, inspect ? { inspect } : {});
  const { account, orders, problem } = state.context;

  if (state.matches('loading')) {
    return (
      <>
        <h1>
          <Trans>Your account</Trans>
        </h1>
        <p role="status" className="page-loading">
          <Trans>Loading...</Trans>
        </p>
      </>
    );
  }

  if (state.matches('loadFailed')) {
    return (
      <>
        <h1>
          <Trans>Your account</Trans>
        </h1>
        <FailureNotice onRetry={() => send({ type: 'account.retry' })}>
          <AccountFailureText problem={problem ?? ''} />
        </FailureNotice>
      </>
    );
  }

  if (state.matches('deleted')) {
    return (
      <>
        <h1>
          <Trans>Your account has been deleted</Trans>
        </h1>
        <p className="lead" role="status">
          <Trans>
            Your account, its family and its reminders are erased, and you are signed out on every
            device.
          </Trans>
        </p>
        <p>
          <Trans>
            Your orders are still there for the temple’s accounts: their pages open from the links
            in your mails, and <Link to={FIND_MY_ORDER_PAGE}>Find my order</Link> mails a link
            again.
          </Trans>
        </p>
      </>
    );
  }

  if (!account) return <SignedOut />;

  const busy = state.hasTag('busy');
  const email = account.email;
  return (
    <>
      <h1>
        <Trans>Your account</Trans>
      </h1>
      <p className="lead">
        <Trans>
          Signed in as <span lang="en">{email}</span>.
        </Trans>
      </p>
      {problem && !state.matches('confirmingDelete') ? (
        <FailureNotice>
          <AccountFailureText problem={problem} />
        </FailureNotice>
      ) : null}

      <section aria-labelledby="account-orders">
        <h2 id="account-orders">
          <Trans>Your orders</Trans>
        </h2>
        <OrderList orders={orders} />
      </section>

      <section aria-labelledby="account-family">
        <h2 id="account-family">
          <Trans>Your family</Trans>
        </h2>
        <ul className="account-links">
          <li>
            <Link to={ACCOUNT_FAMILY_PAGE}>
              <Trans>The people you order for</Trans>
            </Link>
            <br />
            <Trans>
              Kept with your consent, to fill in an order for them and remind you of their days.
            </Trans>
          </li>
          <li>
            <Link to={ACCOUNT_YEAR_PAGE}>
              <Trans>Your family’s year</Trans>
            </Link>
            <br />
            <Trans>The birthdays and remembrance days of the year ahead.</Trans>
          </li>
        </ul>
      </section>

      <section aria-labelledby="account-data">
        <h2 id="account-data">
          <Trans>Your data</Trans>
        </h2>
        <p>
          <a href={ACCOUNT_API.export} download="my-account-data.json">
            <Trans>Download my data</Trans>
          </a>{' '}
          <Trans>(everything the temple keeps under your address, as one file)</Trans>
        </p>
        {state.matches('confirmingDelete') || state.matches('deleting') ? (
          <DeleteConfirmation
            busy={busy}
            problem={problem}
            onConfirm={() => send({ type: 'account.confirmDelete' })}
            onCancel={() => send({ type: 'account.cancelDelete' })}
          />
        ) : (
          <ButtonRow>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => send({ type: 'account.signOut' })}
            >
              {state.matches('signingOut') ? <Trans>Signing out…</Trans> : <Trans>Sign out</Trans>}
            </Button>
            <Button
              variant="warning"
              disabled={busy}
              onClick={() => send({ type: 'account.delete' })}
            >
              <Trans>Delete my account</Trans>
            </Button>
          </ButtonRow>
        )}
      </section>
    </>
  );
}

function SignedOut() {
  return (
    <>
      <h1>
        <Trans>Your account</Trans>
      </h1>
      <p className="lead">
        <Trans>
          With an account you see every order paid with your email address in one place, and keep
          the details of the people you order for. There is no password: you sign in with a link we
          email you.
        </Trans>
      </p>
      <ButtonRow>
        <Link className="button" to={ACCOUNT_SIGN_IN_PAGE}>
          <Trans>Sign in</Trans>
        </Link>
      </ButtonRow>
      <p>
        <Trans>
          Looking for one order? <Link to={FIND_MY_ORDER_PAGE}>Find my order</Link> with its number.
        </Trans>
      </p>
    </>
  );
}

function OrderList({ orders }: { orders: readonly AccountOrder[] }) {
  const language = useLanguage();
  if (orders.length === 0) {
    return (
      <p>
        <Trans>No order has been paid with this email address yet.</Trans>
      </p>
    );
  }
  return (
    <table className="account-orders">
      <caption className="visually-hidden">
        <Trans>The orders paid with your email address, newest first</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Order</Trans>
          </th>
          <th scope="col">
            <Trans comment="the day an order was paid">Date</Trans>
          </th>
          <th scope="col">
            <Trans>Total</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.orderNumber}>
            <th scope="row">
              <a href={order.pageUrl} rel="noreferrer" lang="en">
                {order.orderNumber}
              </a>
              <OrderStatus status={order.status} />
            </th>
            <td>{describeMoment(order.at, language)}</td>
            <td>{formatUsd(order.totalCents, language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function OrderStatus({ status }: { status: AccountOrder['status'] }) {
  if (status === 'paid') return null;
  return (
    <>
      {' '}
      {status === 'refunded' ? (
        <Trans comment="after an order number">(refunded)</Trans>
      ) : (
        <Trans comment="after an order number: its payment was cancelled">(cancelled)</Trans>
      )}
    </>
  );
}

function DeleteConfirmation({
  busy,
  problem,
  onConfirm,
  onCancel,
}: {
  busy: boolean;
  problem: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="notice" role="group" aria-labelledby="account-delete-title">
      <h3 id="account-delete-title" ref={heading} tabIndex={-1}>
        <Trans>Delete your account?</Trans>
      </h3>
      <p>
        <Trans>
          Deleting erases your account, the people of your family kept in it with their reminders,
          your calendar feed, and your sign-in on every device. It cannot be undone.
        </Trans>
      </p>
      <p>
        <Trans>
          Your orders are not erased: the temple keeps them for its accounts, and their pages still
          open from the links in your mails. To have their personal details erased too, see the{' '}
          <Link to="/privacy">privacy policy</Link>.
        </Trans>
      </p>
      {problem ? (
        <p role="alert">
          <AccountFailureText problem={problem} />
        </p>
      ) : null}
      <ButtonRow>
        <Button variant="warning" disabled={busy} onClick={onConfirm}>
          {busy ? <Trans>Deleting…</Trans> : <Trans>Yes, delete my account</Trans>}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          <Trans>Keep my account</Trans>
        </Button>
      </ButtonRow>
    </div>
  );
}
