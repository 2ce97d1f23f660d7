import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../app/router';
import { CallsToAction, NextStep } from './CallsToAction';
import { Page } from '../ui/Page';
import { ContentAside } from './ContentAside';

export default function WhatIsPujaPage() {
  const { t } = useLingui();
  return (
    <Page asideLabel={t`Ordering`} aside={<ContentAside picture="lamp" />}>
      <h1>
        <Trans>What is Puja?</Trans>
      </h1>
      <p className="lead">
        <Trans>
          A puja is an act of worship. Its purpose is to bring our lives back into tune with the
          forces of nature and of the cosmos that shape them.
        </Trans>
      </p>
      <nav aria-label={t`On this page`} className="toc">
        <ul>
          <li>
            <a href="#puja-and-homa">
              <Trans>Puja and homa</Trans>
            </a>
          </li>
          <li>
            <a href="#why">
              <Trans>Why pujas are offered</Trans>
            </a>
          </li>
          <li>
            <a href="#chart">
              <Trans>Your birth chart and the right puja</Trans>
            </a>
          </li>
          <li>
            <a href="#taking-part">
              <Trans>Taking part yourself</Trans>
            </a>
          </li>
        </ul>
      </nav>
      <div className="prose">
        <h2 id="puja-and-homa">
          <Trans>Puja and homa</Trans>
        </h2>
        <p>
          <Trans>
            In a{' '}
            <strong>
              <Trans>puja</Trans>
            </strong>
            , worship is offered with prayers, chants and offerings such as light, flowers and food.
            A{' '}
            <strong>
              <Trans>homa</Trans>
            </strong>{' '}
            is worship in which the offerings are given into a sacred fire. On this site both are
            offered on your behalf: you give the names and birth details of the people the worship
            is for, and it is performed for them on the chosen date.
          </Trans>
        </p>

        <h2 id="why">
          <Trans>Why pujas are offered</Trans>
        </h2>
        <p>
          <Trans>
            The Vedic tradition teaches that much of what happens to us, pleasant or painful,
            follows from our own past actions, in this life and in earlier ones. Many of those
            effects can be foreseen, and the harmful ones can be avoided or softened: by grace, by
            sincere prayer, by selfless service, and by the pujas that the scriptures recommend for
            the purpose.
          </Trans>
        </p>
        <p>
          <Trans>
            Amma consecrates the Brahmasthanam temples as places where such pujas have their
            strongest effect. Read more about them on the{' '}
            <Link to="/brahmasthanam-temple">
              <Trans>Brahmasthanam Temple</Trans>
            </Link>{' '}
            page.
          </Trans>
        </p>

        <h2 id="chart">
          <Trans>Your birth chart and the right puja</Trans>
        </h2>
        <p>
          <Trans>
            A person’s Vedic birth chart, cast from the date, time and place of birth, shows which
            pujas suit them and at what time they are best performed. In Jyotish, difficult periods
            are linked above all to the periods and sub-periods of Saturn, Mars and Rahu. If you are
            unsure which puja to choose, an astrologer can read your chart and recommend one.
          </Trans>
        </p>

        <h2 id="taking-part">
          <Trans>Taking part yourself</Trans>
        </h2>
        <p>
          <Trans>
            Amma has said that the one who is suffering should, where possible, take part in the
            puja personally rather than only pay for a priest to do it. For that reason she holds
            large group pujas, led by herself or by her monastic disciples, open to everyone
            regardless of caste, religion, age or gender. Among them is the Sarvaishwarya Puja,
            where the Lalita Sahasranama, the thousand names of the Divine Mother, is chanted
            together.
          </Trans>
        </p>
        <p>
          <Trans>
            Worship can also be offered inwardly. In Manasa Puja, the whole ritual is performed in
            the mind, with love and attention as the offerings.
          </Trans>
        </p>
      </div>
      <CallsToAction>
        <NextStep to="/types-of-puja" main>
          <Trans>See the types of pujas</Trans>
        </NextStep>
        <NextStep to="/puja-recommendation">
          <Trans>Get a puja recommendation</Trans>
        </NextStep>
      </CallsToAction>
    </Page>
  );
}
