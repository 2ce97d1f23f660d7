import { Plural, Trans } from '@lingui/react/macro';
import type { PujaDetail } from '../../../domain/prefs';
import { formatCutoff, formatPujaDate, isoDay, upcomingSchedule } from './format';
import { pujaPrice } from './group-catalog';
import { formatDollars } from '../../../domain/money';
import { useClock } from '../../ui/clock';
import { useLanguage } from '../../app/router';

/** How many upcoming dates the page lists; the order form offers all of them. */
export const DATES_SHOWN = 6;

/** Price and the next dates still open for ordering, from the live catalog. */
export function KaliSchedule({ puja }: { puja: PujaDetail }) {
  const open = upcomingSchedule(puja.pujaScheduleForWebList ?? [], useClock()());
  const dates = open.slice(0, DATES_SHOWN);
  const more = open.length - dates.length;
  const language = useLanguage();
  const price = formatDollars(pujaPrice(puja), language);
  return (
    <>
      <p className="price-line">
        <Trans>
          Offering: <strong>{price}</strong> per person
        </Trans>
      </p>
      {dates.length === 0 ? (
        <p className="notice">
          <Trans>
            No dates are open for ordering at the moment. New dates are added as the year’s schedule
            is set; please look again soon.
          </Trans>
        </p>
      ) : (
        <ul className="date-list">
          {dates.map((entry) => (
            <li key={entry.dateOfPuja}>
              <time dateTime={isoDay(entry.dateOfPuja)}>
                {formatPujaDate(entry.dateOfPuja, language)}
              </time>
              <span className="date-list__cutoff">
                <OrderBy cutoff={entry.orderCutoffTime} language={language} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {more > 0 && (
        <p className="muted">
          <Plural
            value={more}
            one="One more date is open further ahead; the order form lists them all."
            other="# more dates are open further ahead; the order form lists them all."
          />
        </p>
      )}
    </>
  );
}

/** "Order by <time> (your local time)", the time on the visitor's own clock. */
function OrderBy({ cutoff, language }: { cutoff: string; language: string }) {
  const time = formatCutoff(cutoff, language);
  return (
    <Trans>
      Order by <time dateTime={cutoff}>{time}</time> (your local time)
    </Trans>
  );
}
