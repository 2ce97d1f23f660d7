import { Trans } from '@lingui/react/macro';
import { Link, useLanguage } from '../../app/router';
import { useClock } from '../../ui/clock';
import { ILLUSTRATIONS } from '../../ui/illustrations';
import { formatPujaDate, isoDay } from './format';
import { KALI_PUJA_CODE } from './group-catalog';
import { nextDate, orderHref } from './puja-facts';
import { useOrderPrefs } from './use-order-prefs';

/** The next Kali/Karthika Puja date from the live catalog, with the way to order it. */
export function NextKaliDate() {
  const language = useLanguage();
  const catalog = useOrderPrefs();
  const puja =
    catalog.status === 'ready'
      ? catalog.prefs.pujaDetails.find((detail) => detail.code === KALI_PUJA_CODE)
      : undefined;
  const now = useClock()();
  const next = puja ? nextDate(puja, now) : null;
  return (
    <section className="next-puja" aria-labelledby="next-puja-label">
      <img
        className="next-puja__picture"
        src={ILLUSTRATIONS.lamp}
        alt=""
        width="120"
        height="200"
      />
      <p className="next-puja__text">
        <span id="next-puja-label" className="next-puja__label">
          <Trans>Next Kali/Karthika Puja</Trans>
        </span>
        <span className="next-puja__date">
          {next ? (
            <time dateTime={isoDay(next)}>{formatPujaDate(next, language)}</time>
          ) : catalog.status === 'loading' ? (
            <Trans>Looking up the date…</Trans>
          ) : (
            <Trans>The next date is not announced yet</Trans>
          )}
        </span>
      </p>
      <Link className="button button--secondary" to={puja ? orderHref(puja) : '/puja-kali'}>
        {puja ? <Trans>Order for this date</Trans> : <Trans>About this puja</Trans>}
      </Link>
    </section>
  );
}
