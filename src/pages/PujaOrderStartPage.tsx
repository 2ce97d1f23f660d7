import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '../app/router';
import { Say } from './Topics';

/** What to have ready, read before the puja order form. */
const WHAT_YOU_NEED = [
  msg`the full name of each person, and whether the person is living or has passed away`,
  msg`birth details if you know them: birth star (nakshatra), date, time and place of birth`,
  msg`for someone who has passed away, the date, time and place of passing`,
  msg`the address where the prasad should be posted`,
  msg`a debit or credit card`,
];

/** The way into the puja order form: what it asks for, and the paper form instead. */
export default function PujaOrderStartPage() {
  return (
    <div className="wizard">
      <h1>
        <Trans>Before you order a puja</Trans>
      </h1>
      <p>
        <Trans>
          You can order pujas for up to five people in one order and pay by card. It takes about ten
          minutes, and what you enter is kept on this device if you need to stop and come back.
        </Trans>
      </p>
      <h2>
        <Trans>What you need</Trans>
      </h2>
      <ul>
        {WHAT_YOU_NEED.map((item) => (
          <li key={item.id}>
            <Say text={item} />
          </li>
        ))}
      </ul>
      <p>
        <Trans>
          Prefer paper? Use the <Link to="/order-a-puja-printable">printable order form</Link>.
        </Trans>
      </p>
      <Link to="/order-a-puja-online" className="button button--primary start-button">
        <Trans>Start now</Trans>
      </Link>
    </div>
  );
}
