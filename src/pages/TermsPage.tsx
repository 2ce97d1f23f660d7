import { Link } from '../app/router';
import { MAX_LINE_ITEMS } from '../domain/constants';
import { LegalNotice } from './LegalNotice';
import { Page } from '../ui/Page';
import { ContentAside } from './ContentAside';

export default function TermsPage() {
  return (
    <Page asideLabel="Ordering" aside={<ContentAside picture="lotus" />}>
      <h1>Terms of Use</h1>
      <LegalNotice />
      <div className="prose">
        <h2 id="site">Using this site</h2>
        <p>
          This site explains the pujas offered and lets you order them, request puja recommendations
          and book Vedic astrology readings. No account is needed; every visitor is treated alike.
          Please use it only to place genuine orders.
        </p>

        <h2 id="orders">Orders</h2>
        <ul>
          <li>One order covers up to {MAX_LINE_ITEMS} people.</li>
          <li>
            Prices are shown in US dollars and are set by the temple at the time of the order; the
            amount charged is the one shown on the page where you confirm and pay.
          </li>
          <li>
            Pujas with scheduled dates can be ordered only until their cutoff, for example three
            days before the date of the Kali/Karthika Puja.
          </li>
          <li>
            Please check names and birth details carefully: the puja is performed with the details
            you give.
          </li>
          <li>
            An order is accepted once the payment is approved and you see its order number. If a
            payment is declined, nothing is charged and you may try again.
          </li>
        </ul>

        <h2 id="astrology">Astrology</h2>
        <p>
          Astrology readings and puja recommendations are spiritual guidance. They are not medical,
          legal, financial or other professional advice. Please read the{' '}
          <Link to="/astro-disclaimer">astrology disclaimer</Link> before booking.
        </p>

        <h2 id="changes">Cancellations and changes</h2>
        <p>
          The temple’s policy on cancellations and refunds has not been published on this site yet.
          If you need to change an order, contact the temple as soon as possible, quoting your order
          number. Astrology readings can be moved to another time on the{' '}
          <Link to="/astro-reschedule">reschedule page</Link>.
        </p>

        <h2 id="content">Content</h2>
        <p>
          The text and images of this site belong to its owner. You may share links to any page.
        </p>
      </div>
      <p>
        See also the <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </Page>
  );
}
