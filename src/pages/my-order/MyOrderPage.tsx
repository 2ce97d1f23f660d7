/**
 * "My order": the order behind the emailed link's token, rendered from the
 * server's view model only. Personal: never indexed, never cached
 * (server/site/host-site.ts), the token never leaves in a Referer.
 */
import { useEffect } from 'react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useLanguage, useLocation } from '../../app/router';
import { useCatalog } from '../../app/i18n/use-catalog';
import { documentTitle } from '../../../domain/site-routes';
import { FIND_MY_ORDER_PAGE, tokenOfPath, type MyOrderView } from '../../../domain/my-order';
import { formatUsd } from '../../../domain/money';
import { langIfOther } from '../../../domain/puja-words';
import { describeLocalInstant } from '../../../domain/date-style';
import { requestErasure } from '../../api/privacy';
import { ErasureRequestPanel } from '../../wizards/privacy/ErasureRequestPanel';
import { describeDay } from './dates';
import { OrderAgainSection } from './OrderAgainSection';
import { SignOutOthers } from './SignOutOthers';
import { Timeline } from './Timeline';
import { useMyOrder } from './use-my-order';
import { TermValue } from '../../ui/TermValue';
import { PageIntro } from '../Topics';
import './my-order.css';

function useTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

function People({ view }: { view: MyOrderView }) {
  const language = useLanguage();
  return (
    <ul className="my-order-people">
      {view.people.map((person) => (
        <li key={person.position} className="my-order-person">
          <h3>
            <PersonName name={person.name} number={person.position + 1} />
            {person.departed ? (
              <span className="my-order-person__marker">
                {' '}
                <Trans comment="after the name of a person who has passed away">(departed)</Trans>
              </span>
            ) : null}
          </h3>
          <dl>
            <TermValue term={<Trans>Puja</Trans>}>
              <span lang={langIfOther(person.pujaLang ?? 'en', language)}>{person.puja}</span>
            </TermValue>
            {person.date ? (
              <TermValue term={<Trans comment="a puja's date">Date</Trans>}>
                {describeDay(person.date, language)}
              </TermValue>
            ) : null}
            <TermValue term={<Trans comment="the amount paid for a puja">Offering</Trans>}>
              {formatUsd(person.costCents, language)}
              {person.refunded ? (
                <>
                  {' '}
                  <Trans comment="after an amount given back">(refunded)</Trans>
                </>
              ) : null}
            </TermValue>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** A person's name, or their number once the name was erased. */
function PersonName({ name, number }: { name: string; number: number }) {
  if (name) return <>{name}</>;
  return <Trans>Person {number} (name erased)</Trans>;
}

/** Said plainly once the order's personal details were erased; "Order again" then starts empty. */
function ErasedNotice({ erasedAt }: { erasedAt: string }) {
  const when = describeLocalInstant(erasedAt, useLanguage());
  return (
    <div className="my-order-erased" data-testid="order-erased">
      <p>
        <Trans>
          The names, birth details, notes and addresses of this order were erased on {when}, as our{' '}
          <Link to="/privacy">privacy policy</Link> says. The pujas, dates and amounts stay for the
          temple’s accounts.
        </Trans>
      </p>
    </div>
  );
}

function OrderShown({ view, token }: { view: MyOrderView; token: string }) {
  const { t } = useLingui();
  const language = useLanguage();
  const { orderNumber } = view;
  const count = view.people.length;
  useTitle(t`Order ${orderNumber}`);
  return (
    <>
      <h1>
        <Trans>Your order {orderNumber}</Trans>
      </h1>
      <p className="lead">
        <Trans>
          This page follows your order from the day we received it: when the puja is offered, when
          the prasad is posted and any refund.
        </Trans>
      </p>
      {view.erasedAt ? <ErasedNotice erasedAt={view.erasedAt} /> : null}
      <h2>
        <Plural value={count} one="The person" other="The # people" />
      </h2>
      <People view={view} />
      <h2>
        <Trans>Payment</Trans>
      </h2>
      <dl className="my-order-payment">
        <TermValue term={<Trans comment="the amount paid">Paid</Trans>}>
          {formatUsd(view.paidCents, language)}
        </TermValue>
        {view.refundedCents > 0 ? (
          <TermValue term={<Trans comment="the amount given back">Refunded</Trans>}>
            {formatUsd(view.refundedCents, language)}
          </TermValue>
        ) : null}
      </dl>
      {view.receiptUrl ? (
        <p>
          <a href={view.receiptUrl} download>
            <Trans>Download the receipt (PDF)</Trans>
          </a>
        </p>
      ) : null}
      <h2>
        <Trans>What has happened</Trans>
      </h2>
      <Timeline events={view.timeline} />
      <OrderAgainSection view={view} token={token} />
      <SignOutOthers token={token} />
      {view.erasedAt ? null : (
        <ErasureRequestPanel
          request={{ orderNumber: view.orderNumber, token }}
          requestErasure={requestErasure}
        />
      )}
    </>
  );
}

export default function MyOrderPage() {
  // The erasure panel's words are the flows' (src/wizards/privacy).
  useCatalog('flows');
  const { pathname } = useLocation();
  const token = tokenOfPath(pathname) ?? '';
  const { state, retry } = useMyOrder(token);
  switch (state.kind) {
    case 'loading':
      return (
        <p role="status" className="my-order-loading">
          <Trans>Loading your order…</Trans>
        </p>
      );
    case 'found':
      return <OrderShown view={state.view} token={token} />;
    case 'not-found':
      return <NotFound />;
    case 'failed':
      return (
        <>
          <PageIntro
            title={msg`Your order could not be loaded`}
            lead={msg`The site did not answer. Check your connection and try again.`}
          />
          <p>
            <button type="button" className="button" onClick={retry}>
              <Trans>Try again</Trans>
            </button>
          </p>
        </>
      );
  }
}

/** An unknown, expired or signed-out link: the server tells them apart to no one, nor does the page. */
function NotFound() {
  const { t } = useLingui();
  useTitle(t`Link expired`);
  return (
    <>
      <PageIntro
        title={msg`This link has expired`}
        lead={msg`Links to an order’s page stop working after some months, when newer links replace them, or when they are signed out from the page. A link cut short or mistyped does not work either. Ask for a fresh link with your order number and email address.`}
      />
      <p>
        <Link className="button" to={FIND_MY_ORDER_PAGE}>
          <Trans>Find my order</Trans>
        </Link>
      </p>
    </>
  );
}
