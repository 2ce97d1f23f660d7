import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../app/router';
import { CallsToAction } from './CallsToAction';
import { Page } from '../ui/Page';
import { ContentAside } from './ContentAside';
import { Topics, TopicsContents, type Topic, PageIntro } from './Topics';

const TOPICS: readonly Topic[] = [
  {
    id: 'puja-and-homa',
    title: msg`Puja and homa`,
    blocks: [
      <Trans key="puja-and-homa">
        In a{' '}
        <strong>
          <Trans>puja</Trans>
        </strong>
        , worship is offered with prayers, chants and offerings such as light, flowers and food. A{' '}
        <strong>
          <Trans>homa</Trans>
        </strong>{' '}
        is worship in which the offerings are given into a sacred fire. On this site both are
        offered on your behalf: you give the names and birth details of the people the worship is
        for, and it is performed for them on the chosen date.
      </Trans>,
    ],
  },
  {
    id: 'why',
    title: msg`Why pujas are offered`,
    blocks: [
      msg`The Vedic tradition teaches that much of what happens to us, pleasant or painful, follows from our own past actions, in this life and in earlier ones. Many of those effects can be foreseen, and the harmful ones can be avoided or softened: by grace, by sincere prayer, by selfless service, and by the pujas that the scriptures recommend for the purpose.`,
      <Trans key="temples">
        Amma consecrates the Brahmasthanam temples as places where such pujas have their strongest
        effect. Read more about them on the{' '}
        <Link to="/brahmasthanam-temple">
          <Trans>Brahmasthanam Temple</Trans>
        </Link>{' '}
        page.
      </Trans>,
    ],
  },
  {
    id: 'chart',
    title: msg`Your birth chart and the right puja`,
    blocks: [
      msg`A person’s Vedic birth chart, cast from the date, time and place of birth, shows which pujas suit them and at what time they are best performed. In Jyotish, difficult periods are linked above all to the periods and sub-periods of Saturn, Mars and Rahu. If you are unsure which puja to choose, an astrologer can read your chart and recommend one.`,
    ],
  },
  {
    id: 'taking-part',
    title: msg`Taking part yourself`,
    blocks: [
      msg`Amma has said that the one who is suffering should, where possible, take part in the puja personally rather than only pay for a priest to do it. For that reason she holds large group pujas, led by herself or by her monastic disciples, open to everyone regardless of caste, religion, age or gender. Among them is the Sarvaishwarya Puja, where the Lalita Sahasranama, the thousand names of the Divine Mother, is chanted together.`,
      msg`Worship can also be offered inwardly. In Manasa Puja, the whole ritual is performed in the mind, with love and attention as the offerings.`,
    ],
  },
];

export default function WhatIsPujaPage() {
  const { t } = useLingui();
  return (
    <Page asideLabel={t`Ordering`} aside={<ContentAside picture="lamp" />}>
      <PageIntro
        title={msg`What is Puja?`}
        lead={msg`A puja is an act of worship. Its purpose is to bring our lives back into tune with the forces of nature and of the cosmos that shape them.`}
      />
      <TopicsContents topics={TOPICS} label={t`On this page`} />
      <Topics topics={TOPICS} />
      <CallsToAction
        steps={[
          { to: '/types-of-puja', label: msg`See the types of pujas`, main: true },
          { to: '/puja-recommendation', label: msg`Get a puja recommendation` },
        ]}
      />
    </Page>
  );
}
