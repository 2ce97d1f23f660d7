import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../app/router';
import { CallsToAction } from './CallsToAction';
import { MAX_LINE_ITEMS } from '../../domain/constants';
import { Page } from '../ui/Page';
import { ContentAside } from './ContentAside';
import { Blocks, PageIntro, Section, Topics, type Topic } from './Topics';

/** The two ways to order, side by side. */
const WAYS_TO_ORDER: readonly Topic[] = [
  {
    id: 'online',
    title: msg`Order online`,
    blocks: [
      msg`The quickest way. It takes a few minutes and you receive a confirmation by email.`,
      {
        ordered: true,
        list: [
          msg`Choose a puja and a date for each person.`,
          msg`Give each person’s name and birth details.`,
          msg`Enter your billing address and where the prasad should be sent.`,
          msg`Check everything, then pay securely by card.`,
        ],
      },
      { button: { to: '/puja-order-form-start', label: msg`Start an online order` } },
    ],
  },
  {
    id: 'by-post',
    title: msg`Order by post`,
    blocks: [
      <Trans key="by-post">
        Prefer paper? Print the order form, fill it in by hand for up to {MAX_LINE_ITEMS} people,
        and mail it as described in{' '}
        <Link to="/order-a-puja-printable#mailing">how to send the form</Link>.
      </Trans>,
      {
        button: {
          to: '/order-a-puja-printable',
          label: msg`Open the printable form`,
          look: 'secondary',
        },
      },
    ],
  },
];

const TOPICS: readonly Topic[] = [
  {
    id: 'what-you-need',
    title: msg`What to have ready`,
    blocks: [
      msg`For each person the puja is offered for:`,
      {
        list: [
          msg`first and last name;`,
          msg`birth star (nakshatra), if you know it;`,
          msg`date, time (hour, minute, AM or PM) and place of birth;`,
          msg`the puja chosen and the date you would like it performed;`,
          msg`any notes for the priests.`,
        ],
      },
      msg`A puja may also be offered for someone who has passed away. In that case the form asks for the star on the day of passing and the date, place and time of passing.`,
      msg`You also need a billing address, and a shipping address for the prasad that is sent after the puja.`,
    ],
  },
  {
    id: 'dates',
    title: msg`Dates and cutoffs`,
    blocks: [
      msg`Some pujas can be ordered only for their scheduled dates. The Kali/Karthika Puja, for example, closes for orders three days before each date. The online form offers only the dates that are still open.`,
    ],
  },
  {
    id: 'regional',
    title: msg`At a regional programme`,
    blocks: [
      <Trans key="regional">
        When Amma’s programmes come to a region, pujas and astrology sessions can be booked for
        those events too: <Link to="/order-regional-puja">order a puja at a regional event</Link> or{' '}
        <Link to="/order-regional-astro">book an astrology session at a regional event</Link>.
      </Trans>,
    ],
  },
];

export default function OrderAPujaPage() {
  const { t } = useLingui();
  return (
    <Page
      asideLabel={t`Ordering`}
      aside={
        <ContentAside picture="lotus" title={msg`Order online`}>
          <p>
            <Trans>It takes a few minutes, and a confirmation comes by email.</Trans>
          </p>
        </ContentAside>
      }
    >
      <PageIntro
        title={msg`Register for Puja`}
        lead={msg`You can register pujas for up to ${MAX_LINE_ITEMS} people in one order: online, paying by card, or on paper, with the printable form sent by post.`}
      />

      <div className="card-grid">
        {WAYS_TO_ORDER.map((way) => (
          <Section key={way.id} id={way.id} title={way.title} className="card">
            <Blocks blocks={way.blocks} />
          </Section>
        ))}
      </div>

      <Topics topics={TOPICS} />
      <CallsToAction
        steps={[
          { to: '/order-a-puja-online', label: msg`Order a puja online`, main: true },
          { to: '/types-of-puja', label: msg`Compare the pujas and prices` },
        ]}
      />
    </Page>
  );
}
