import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../app/router';
import { MAX_LINE_ITEMS } from '../../domain/constants';
import { LegalNotice } from './LegalNotice';
import { Page } from '../ui/Page';
import { ContentAside } from './ContentAside';
import { Topics, type Topic } from './Topics';

const TOPICS: readonly Topic[] = [
  {
    id: 'site',
    title: msg`Using this site`,
    blocks: [
      msg`This site explains the pujas offered and lets you order them, request puja recommendations and book Vedic astrology readings. No account is needed; every visitor is treated alike. Please use it only to place genuine orders.`,
    ],
  },
  {
    id: 'orders',
    title: msg`Orders`,
    blocks: [
      {
        list: [
          msg`One order covers up to ${MAX_LINE_ITEMS} people.`,
          msg`Prices are shown in US dollars and are set by the temple at the time of the order; the amount charged is the one shown on the page where you confirm and pay.`,
          msg`Pujas with scheduled dates can be ordered only until their cutoff, for example three days before the date of the Kali/Karthika Puja.`,
          msg`Please check names and birth details carefully: the puja is performed with the details you give.`,
          msg`An order is accepted once the payment is approved and you see its order number. If a payment is declined, nothing is charged and you may try again.`,
        ],
      },
    ],
  },
  {
    id: 'astrology',
    title: msg`Astrology`,
    blocks: [
      <Trans key="astrology">
        Astrology readings and puja recommendations are spiritual guidance. They are not medical,
        legal, financial or other professional advice. Please read the{' '}
        <Link to="/astro-disclaimer">astrology disclaimer</Link> before booking.
      </Trans>,
    ],
  },
  {
    id: 'changes',
    title: msg`Cancellations and changes`,
    blocks: [
      <Trans key="changes">
        The temple’s policy on cancellations and refunds has not been published on this site yet. If
        you need to change an order, contact the temple as soon as possible, quoting your order
        number. Astrology readings can be moved to another time on the{' '}
        <Link to="/astro-reschedule">reschedule page</Link>.
      </Trans>,
    ],
  },
  {
    id: 'content',
    title: msg`Content`,
    blocks: [
      msg`The text and images of this site belong to its owner. You may share links to any page.`,
    ],
  },
];

export default function TermsPage() {
  const { t } = useLingui();
  return (
    <Page asideLabel={t`Ordering`} aside={<ContentAside picture="lotus" />}>
      <h1>
        <Trans>Terms of Use</Trans>
      </h1>
      <LegalNotice />
      <Topics topics={TOPICS} />
      <p>
        <Trans>
          See also the <Link to="/privacy">Privacy Policy</Link>.
        </Trans>
      </p>
    </Page>
  );
}
