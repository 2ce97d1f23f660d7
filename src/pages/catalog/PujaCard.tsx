import { Link } from '../../app/router';
import type { PujaDetail } from '../../domain/prefs';
import { ILLUSTRATIONS, ILLUSTRATION_SIZES } from '../../ui/illustrations';
import { formatPujaDate, isoDay } from './format';
import { pujaName, pujaPrice } from './group-catalog';
import { illustrationFor, nextDate, orderHref, summary } from './puja-facts';
import { formatDollars } from '../../domain/money';

/** One puja as a card: picture, name, short description, price, next date, order action. */
export function PujaCard({
  puja,
  level = 3,
  now,
}: {
  puja: PujaDetail;
  level?: 2 | 3 | 4;
  now?: Date;
}) {
  const Heading = level === 2 ? 'h2' : level === 3 ? 'h3' : 'h4';
  const picture = illustrationFor(puja);
  const [width, height] = ILLUSTRATION_SIZES[picture];
  const next = nextDate(puja, now);
  const { short, note } = summary(puja);
  const name = pujaName(puja);
  const headingId = `puja-${puja.pujaId}`;
  return (
    <li className="puja-card" aria-labelledby={headingId}>
      <img
        className={`puja-card__picture puja-card__picture--${picture}`}
        src={ILLUSTRATIONS[picture]}
        alt=""
        width={width}
        height={height}
        loading="lazy"
      />
      <Heading id={headingId} className="puja-card__name">
        {name}
      </Heading>
      <p className="puja-card__about">{short}</p>
      {note && <p className="puja-card__note">{note}</p>}
      <dl className="puja-card__facts">
        <div>
          <dt>Offering</dt>
          <dd className="puja-card__price">{formatDollars(pujaPrice(puja))}</dd>
        </div>
        <div>
          <dt>Next date</dt>
          <dd>
            {next ? (
              <time dateTime={isoDay(next)}>{formatPujaDate(next)}</time>
            ) : (
              'No date open yet'
            )}
          </dd>
        </div>
      </dl>
      <Link className="button puja-card__action" to={orderHref(puja)} aria-describedby={headingId}>
        Order this puja
      </Link>
    </li>
  );
}

/** A grid of puja cards. */
export function PujaCards({
  pujas,
  label,
  level,
}: {
  pujas: readonly PujaDetail[];
  label: string;
  level?: 2 | 3 | 4;
}) {
  return (
    <ul className="puja-cards" aria-label={label}>
      {pujas.map((puja) => (
        <PujaCard key={puja.pujaId} puja={puja} level={level} />
      ))}
    </ul>
  );
}
