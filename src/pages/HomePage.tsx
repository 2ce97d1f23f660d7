import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '../app/router';
import { CallsToAction } from './CallsToAction';
import { ILLUSTRATIONS, ILLUSTRATION_SIZES, type Illustration } from '../ui/illustrations';
import { NextKaliDate } from './catalog/NextPujaDate';

/** Where a first visit may start: one card each. */
const START_CARDS: readonly {
  picture: Illustration;
  title: MessageDescriptor;
  text: MessageDescriptor;
  to: string;
  link: MessageDescriptor;
}[] = [
  {
    picture: 'lamp',
    title: msg`Kali/Karthika Puja`,
    text: msg`Held each month at Amritapuri on Amma’s birth star. Orders close three days before each date.`,
    to: '/puja-kali',
    link: msg`Dates and price`,
  },
  {
    picture: 'homa',
    title: msg`Types of Pujas`,
    text: msg`Special pujas, homas and pujas, each with its price and next date.`,
    to: '/types-of-puja',
    link: msg`See the pujas`,
  },
  {
    picture: 'lotus',
    title: msg`Which puja for me?`,
    text: msg`An astrologer reads your birth chart and recommends the pujas that suit you.`,
    to: '/puja-recommendation',
    link: msg`Puja recommendation`,
  },
  {
    picture: 'lotus',
    title: msg`Online astrology reading`,
    text: msg`A one-to-one Jyotish reading, booked at a time that suits you.`,
    to: '/jyotish',
    link: msg`About the readings`,
  },
];

export default function HomePage() {
  const { i18n } = useLingui();
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <div>
          <h1 id="home-title" className="hero__title">
            <Trans>Pujas and Vedic astrology guidance</Trans>
          </h1>
          <p className="lead">
            <Trans>
              Have a puja offered for yourself and up to four others: you give each person’s name
              and birth star, and the prasad is posted to your home afterwards. Not sure which puja?
              A Vedic astrologer can advise you.
            </Trans>
          </p>
          <CallsToAction
            steps={[
              { to: '/order-a-puja-online', label: msg`Order a puja`, main: true },
              { to: '/puja-recommendation', label: msg`Ask which puja suits you` },
            ]}
          />
        </div>
        <img
          className="hero__picture"
          src={ILLUSTRATIONS.temple}
          alt={i18n._(msg`Drawing of a temple with tiered roofs between coconut palms at sunrise`)}
          width="480"
          height="260"
          fetchPriority="high"
        />
      </section>

      <NextKaliDate />

      <ul className="card-grid" aria-label={i18n._(msg`Where to start`)}>
        {START_CARDS.map((card) => (
          <li className="card start-card" key={card.to}>
            <img
              className="start-card__picture"
              src={ILLUSTRATIONS[card.picture]}
              alt=""
              width={ILLUSTRATION_SIZES[card.picture][0]}
              height={ILLUSTRATION_SIZES[card.picture][1]}
            />
            <h2>{i18n._(card.title)}</h2>
            <p>{i18n._(card.text)}</p>
            <Link to={card.to}>{i18n._(card.link)}</Link>
          </li>
        ))}
      </ul>

      <section aria-labelledby="temples" className="prose">
        <h2 id="temples">
          <Trans>The Brahmasthanam temples</Trans>
        </h2>
        <p>
          <Trans>
            Amma’s Brahmasthanam temples hold corrective pujas for the afflictions of Saturn, Mars
            and Rahu, open to everyone whatever their caste or religion.{' '}
            <Link to="/brahmasthanam-temple">Learn about the temples</Link>.
          </Trans>
        </p>
        <p>
          <Trans>
            New to pujas? <Link to="/what-is-puja">What is a puja?</Link> explains what happens in a
            puja and a homa, and why they are offered.
          </Trans>
        </p>
      </section>
    </>
  );
}
