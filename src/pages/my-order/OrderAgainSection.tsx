/**
 * "Order again": a new order in the right wizard with the same people and
 * contact; pujas and dates still to choose. The people's names and birth
 * details are not in the page's data: they are asked for with the page's
 * token only when the devotee presses the button, then handed to the wizard.
 */
import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { Link, useNavigate } from '../../app/router';
import {
  FIND_MY_ORDER_PAGE,
  ORDER_AGAIN_STATE,
  ORDER_AGAIN_WIZARD,
  orderAgainSeed,
  type MyOrderView,
} from '../../../domain/my-order';
import { loadOrderAgain } from '../../api/my-order';
import { Section } from '../Topics';

type Asking = 'idle' | 'loading' | 'failed' | 'gone';

export function OrderAgainSection({ view, token }: { view: MyOrderView; token: string }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Asking>('idle');
  const people = view.people.length;
  const wizard = ORDER_AGAIN_WIZARD[view.kind];
  // Once the details are erased there is nothing to fill in: the new order starts empty.
  const empty = Boolean(view.erasedAt) || people === 0;
  const start = async () => {
    if (empty) return navigate(wizard);
    setAsking('loading');
    const loaded = await loadOrderAgain(token);
    if (loaded.kind !== 'done') return setAsking(loaded.kind === 'not-found' ? 'gone' : 'failed');
    const again = loaded.answer;
    if (again.people.length === 0) return navigate(wizard);
    navigate(wizard, { state: { [ORDER_AGAIN_STATE]: orderAgainSeed(again) } });
  };
  return (
    <Section id="order-again-heading" title={msg`Order again`}>
      <p>
        {empty ? (
          <Trans>
            We no longer hold the names and details of this order, so a new order starts empty: you
            fill in the people, the pujas and the dates.
          </Trans>
        ) : (
          <Plural
            value={people}
            one="Start a new order for this person, with the names, birth details and addresses filled in. You choose the pujas and dates again."
            other="Start a new order for these # people, with the names, birth details and addresses filled in. You choose the pujas and dates again."
          />
        )}
      </p>
      <p>
        <button
          type="button"
          className="button"
          onClick={() => void start()}
          aria-disabled={asking === 'loading'}
        >
          {empty ? (
            <Trans>Start a new order</Trans>
          ) : (
            <Plural
              value={people}
              one="Order again for this person"
              other="Order again for these people"
            />
          )}
        </button>
      </p>
      {asking === 'loading' ? (
        <p role="status">
          <Trans>Loading the names and details…</Trans>
        </p>
      ) : null}
      {asking === 'failed' ? (
        <p role="alert">
          <Trans>
            The names and details could not be loaded. Check your connection and try again.
          </Trans>
        </p>
      ) : null}
      {asking === 'gone' ? (
        <p role="alert">
          <Trans>
            This link no longer opens the order. Ask for a new link with{' '}
            <Link to={FIND_MY_ORDER_PAGE}>Find my order</Link>.
          </Trans>
        </p>
      ) : null}
    </Section>
  );
}
