import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../app/router';
import { MAX_LINE_ITEMS } from '../domain/constants';
import { LegalNotice } from './LegalNotice';
import { Page } from '../ui/Page';
import { ContentAside } from './ContentAside';

export default function TermsPage() {
  const { t } = useLingui();
  return (
    <Page asideLabel={t`Ordering`} aside={<ContentAside picture="lotus" />}>
      <h1>
        <Trans>Terms of Use</Trans>
      </h1>
      <LegalNotice />
      <div className="prose">
        <h2 id="site">
          <Trans>Using this site</Trans>
        </h2>
        <p>
          <Trans>
            This site explains the pujas offered and lets you order them, request puja
            recommendations and book Vedic astrology readings. No account is needed; every visitor
            is treated alike. Please use it only to place genuine orders.
          </Trans>
        </p>

        <h2 id="orders">
          <Trans>Orders</Trans>
        </h2>
        <ul>
          <li>
            <Trans>One order covers up to {MAX_LINE_ITEMS} people.</Trans>
          </li>
          <li>
            <Trans>
              Prices are shown in US dollars and are set by the temple at the time of the order; the
              amount charged is the one shown on the page where you confirm and pay.
            </Trans>
          </li>
          <li>
            <Trans>
              Pujas with scheduled dates can be ordered only until their cutoff, for example three
              days before the date of the Kali/Karthika Puja.
            </Trans>
          </li>
          <li>
            <Trans>
              Please check names and birth details carefully: the puja is performed with the details
              you give.
            </Trans>
          </li>
          <li>
            <Trans>
              An order is accepted once the payment is approved and you see its order number. If a
              payment is declined, nothing is charged and you may try again.
            </Trans>
          </li>
        </ul>

        <h2 id="astrology">
          <Trans>Astrology</Trans>
        </h2>
        <p>
          <Trans>
            Astrology readings and puja recommendations are spiritual guidance. They are not
            medical, legal, financial or other professional advice. Please read the{' '}
            <Link to="/astro-disclaimer">astrology disclaimer</Link> before booking.
          </Trans>
        </p>

        <h2 id="changes">
          <Trans>Cancellations and changes</Trans>
        </h2>
        <p>
          <Trans>
            The temple’s policy on cancellations and refunds has not been published on this site
            yet. If you need to change an order, contact the temple as soon as possible, quoting
            your order number. Astrology readings can be moved to another time on the{' '}
            <Link to="/astro-reschedule">reschedule page</Link>.
          </Trans>
        </p>

        <h2 id="content">
          <Trans>Content</Trans>
        </h2>
        <p>
          <Trans>
            The text and images of this site belong to its owner. You may share links to any page.
          </Trans>
        </p>
      </div>
      <p>
        <Trans>
          See also the <Link to="/privacy">Privacy Policy</Link>.
        </Trans>
      </p>
    </Page>
  );
}
