/**
 * "My order": the order behind the emailed link's token, rendered from the
 * server's view model only. Personal: never indexed, never cached
 * (server/site/host-site.ts), the token never leaves in a Referer.
 */
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from '../../app/router';
import { documentTitle } from '../../domain/site-routes';
import {
  FIND_MY_ORDER_PAGE,
  ORDER_AGAIN_STATE,
  ORDER_AGAIN_WIZARD,
  orderAgainSeed,
  tokenOfPath,
  type MyOrderView,
} from '../../domain/my-order';
import { formatUsd } from '../../domain/money';
import { describeLocalInstant } from '../../domain/date-style';
import { requestErasure } from '../../api/privacy';
import { ErasureRequestPanel } from '../../wizards/privacy/ErasureRequestPanel';
import { describeDay } from './dates';
import { Timeline } from './Timeline';
import { useMyOrder } from './use-my-order';
import './my-order.css';

function useTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

function People({ view }: { view: MyOrderView }) {
  return (
    <ul className="my-order-people">
      {view.people.map((person) => (
        <li key={person.position} className="my-order-person">
          <h3>
            {person.name || `Person ${person.position + 1} (name erased)`}
            {person.departed ? <span className="my-order-person__marker"> (departed)</span> : null}
          </h3>
          <dl>
            <div>
              <dt>Puja</dt>
              <dd>{person.puja}</dd>
            </div>
            {person.date ? (
              <div>
                <dt>Date</dt>
                <dd>{describeDay(person.date)}</dd>
              </div>
            ) : null}
            <div>
              <dt>Offering</dt>
              <dd>
                {formatUsd(person.costCents)}
                {person.refunded ? ' (refunded)' : null}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Said plainly once the order's personal details were erased; "Order again" then starts empty. */
function ErasedNotice({ erasedAt }: { erasedAt: string }) {
  return (
    <div className="my-order-erased" data-testid="order-erased">
      <p>
        The names, birth details, notes and addresses of this order were erased on{' '}
        {describeLocalInstant(erasedAt)}, as our <Link to="/privacy">privacy policy</Link> says. The
        pujas, dates and amounts stay for the temple&rsquo;s accounts.
      </p>
    </div>
  );
}

function OrderShown({ view, token }: { view: MyOrderView; token: string }) {
  useTitle(`Order ${view.orderNumber}`);
  return (
    <>
      <h1>Your order {view.orderNumber}</h1>
      <p className="lead">
        This page follows your order from the day we received it: when the puja is offered, when the
        prasad is posted and any refund.
      </p>
      {view.erasedAt ? <ErasedNotice erasedAt={view.erasedAt} /> : null}
      <h2>{view.people.length === 1 ? 'The person' : `The ${view.people.length} people`}</h2>
      <People view={view} />
      <h2>Payment</h2>
      <dl className="my-order-payment">
        <div>
          <dt>Paid</dt>
          <dd>{formatUsd(view.paidCents)}</dd>
        </div>
        {view.refundedCents > 0 ? (
          <div>
            <dt>Refunded</dt>
            <dd>{formatUsd(view.refundedCents)}</dd>
          </div>
        ) : null}
      </dl>
      {view.receiptUrl ? (
        <p>
          <a href={view.receiptUrl} download>
            Download the receipt (PDF)
          </a>
        </p>
      ) : null}
      <h2>What has happened</h2>
      <Timeline events={view.timeline} />
      <OrderAgain view={view} />
      {view.erasedAt ? null : (
        <ErasureRequestPanel
          request={{ orderNumber: view.orderNumber, token }}
          requestErasure={requestErasure}
        />
      )}
    </>
  );
}

/** A new order in the right wizard with the same people and contact; pujas and dates still to choose. */
function OrderAgain({ view }: { view: MyOrderView }) {
  const navigate = useNavigate();
  const people = view.orderAgain.people.length;
  if (view.erasedAt || people === 0) {
    return (
      <section aria-labelledby="order-again-heading">
        <h2 id="order-again-heading">Order again</h2>
        <p>
          We no longer hold the names and details of this order, so a new order starts empty: you
          fill in the people, the pujas and the dates.
        </p>
        <p>
          <button
            type="button"
            className="button"
            onClick={() => navigate(ORDER_AGAIN_WIZARD[view.orderAgain.kind])}
          >
            Start a new order
          </button>
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="order-again-heading">
      <h2 id="order-again-heading">Order again</h2>
      <p>
        Start a new order for {people === 1 ? 'this person' : `these ${people} people`}, with the
        names, birth details and addresses filled in. You choose the pujas and dates again.
      </p>
      <p>
        <button
          type="button"
          className="button"
          onClick={() =>
            navigate(ORDER_AGAIN_WIZARD[view.orderAgain.kind], {
              state: { [ORDER_AGAIN_STATE]: orderAgainSeed(view.orderAgain) },
            })
          }
        >
          Order again for {people === 1 ? 'this person' : 'these people'}
        </button>
      </p>
    </section>
  );
}

export default function MyOrderPage() {
  const { pathname } = useLocation();
  const token = tokenOfPath(pathname) ?? '';
  const { state, retry } = useMyOrder(token);
  switch (state.kind) {
    case 'loading':
      return (
        <p role="status" className="my-order-loading">
          Loading your order…
        </p>
      );
    case 'found':
      return <OrderShown view={state.view} token={token} />;
    case 'not-found':
      return <NotFound />;
    case 'failed':
      return (
        <>
          <h1>Your order could not be loaded</h1>
          <p className="lead">The site did not answer. Check your connection and try again.</p>
          <p>
            <button type="button" className="button" onClick={retry}>
              Try again
            </button>
          </p>
        </>
      );
  }
}

function NotFound() {
  useTitle('Order not found');
  return (
    <>
      <h1>This link does not open an order</h1>
      <p className="lead">
        The link may be cut short or mistyped. Ask for it again with your order number and email
        address.
      </p>
      <p>
        <Link className="button" to={FIND_MY_ORDER_PAGE}>
          Find my order
        </Link>
      </p>
    </>
  );
}
