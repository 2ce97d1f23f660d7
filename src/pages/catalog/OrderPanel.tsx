import { langAttribute, pujaTitleIn } from '../../../domain/puja-words';
import { Trans } from '@lingui/react/macro';
import { Link, useLanguage } from '../../app/router';
import type { PujaDetail } from '../../../domain/prefs';
import { useClock } from '../../ui/clock';
import { ILLUSTRATIONS } from '../../ui/illustrations';
import { formatPujaDate, isoDay } from './format';
import { pujaPrice } from './group-catalog';
import { nextDate, orderHref } from './puja-facts';
import type { CatalogState } from './use-order-prefs';
import { formatDollars } from '../../../domain/money';

/**
 * The side column of a puja page: price, next date and the order action,
 * from the live catalog. While the catalog loads the panel keeps its size.
 */
export function OrderPanel({
  catalog,
  code,
  title,
}: {
  catalog: CatalogState;
  /** Catalog code of the puja this page is about. */
  code: string;
  title: string;
}) {
  const puja: PujaDetail | undefined =
    catalog.status === 'ready'
      ? catalog.prefs.pujaDetails.find((detail) => detail.code === code)
      : undefined;
  const now = useClock()();
  const language = useLanguage();
  const next = puja ? nextDate(puja, now) : null;
  const name = puja ? pujaTitleIn(puja, language) : null;
  return (
    <div className="panel order-panel">
      <img className="panel__picture" src={ILLUSTRATIONS.lamp} alt="" width="120" height="200" />
      <h2 className="panel__title" {...(name && langAttribute(name, language))}>
        {name ? name.text : title}
      </h2>
      <dl className="panel__facts">
        <dt>
          <Trans>Offering per person</Trans>
        </dt>
        <dd className="panel__price">
          {puja
            ? formatDollars(pujaPrice(puja), language)
            : catalog.status === 'loading'
              ? '…'
              : '—'}
        </dd>
        <dt>
          <Trans>Next date</Trans>
        </dt>
        <dd>
          {next ? (
            <time dateTime={isoDay(next)}>{formatPujaDate(next, language)}</time>
          ) : catalog.status === 'loading' ? (
            <Trans>Loading…</Trans>
          ) : (
            <Trans>No date open yet</Trans>
          )}
        </dd>
      </dl>
      <Link className="button button--block" to={puja ? orderHref(puja) : '/order-a-puja-online'}>
        <Trans>Order this puja</Trans>
      </Link>
      <p className="order-panel__more">
        <Link to="/order-a-puja-printable">
          <Trans>Or print the form and send it by post</Trans>
        </Link>
      </p>
    </div>
  );
}
