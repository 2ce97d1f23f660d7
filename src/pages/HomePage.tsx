import { Link } from '../app/router';
import { CallsToAction, NextStep } from './CallsToAction';
import { ILLUSTRATIONS, ILLUSTRATION_SIZES, type Illustration } from '../ui/illustrations';
import { NextKaliDate } from './catalog/NextPujaDate';

/** Where a first visit may start: one card each. */
const START_CARDS: readonly {
  picture: Illustration;
  title: string;
  text: string;
  to: string;
  link: string;
}[] = [
  {
    picture: 'lamp',
    title: 'Kali/Karthika Puja',
    text: 'Held each month at Amritapuri on Amma’s birth star. Orders close three days before each date.',
    to: '/puja-kali',
    link: 'Dates and price',
  },
  {
    picture: 'homa',
    title: 'Types of Pujas',
    text: 'Special pujas, homas and pujas, each with its price and next date.',
    to: '/types-of-puja',
    link: 'See the pujas',
  },
  {
    picture: 'lotus',
    title: 'Which puja for me?',
    text: 'An astrologer reads your birth chart and recommends the pujas that suit you.',
    to: '/puja-recommendation',
    link: 'Puja recommendation',
  },
  {
    picture: 'lotus',
    title: 'Online astrology reading',
    text: 'A one-to-one Jyotish reading, booked at a time that suits you.',
    to: '/jyotish',
    link: 'About the readings',
  },
];

export default function HomePage() {
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <div>
          <h1 id="home-title" className="hero__title">
            Pujas and Vedic astrology guidance
          </h1>
          <p className="lead">
            Have a puja offered for yourself and up to four others: you give each person’s name and
            birth star, and the prasad is posted to your home afterwards. Not sure which puja? A
            Vedic astrologer can advise you.
          </p>
          <CallsToAction>
            <NextStep to="/order-a-puja-online" main>
              Order a puja
            </NextStep>
            <NextStep to="/puja-recommendation">Ask which puja suits you</NextStep>
          </CallsToAction>
        </div>
        <img
          className="hero__picture"
          src={ILLUSTRATIONS.temple}
          alt="Drawing of a temple with tiered roofs between coconut palms at sunrise"
          width="480"
          height="260"
          fetchPriority="high"
        />
      </section>

      <NextKaliDate />

      <ul className="card-grid" aria-label="Where to start">
        {START_CARDS.map((card) => (
          <li className="card start-card" key={card.to}>
            <img
              className="start-card__picture"
              src={ILLUSTRATIONS[card.picture]}
              alt=""
              width={ILLUSTRATION_SIZES[card.picture][0]}
              height={ILLUSTRATION_SIZES[card.picture][1]}
            />
            <h2>{card.title}</h2>
            <p>{card.text}</p>
            <Link to={card.to}>{card.link}</Link>
          </li>
        ))}
      </ul>

      <section aria-labelledby="temples" className="prose">
        <h2 id="temples">The Brahmasthanam temples</h2>
        <p>
          Amma’s Brahmasthanam temples hold corrective pujas for the afflictions of Saturn, Mars and
          Rahu, open to everyone whatever their caste or religion.{' '}
          <Link to="/brahmasthanam-temple">Learn about the temples</Link>.
        </p>
        <p>
          New to pujas? <Link to="/what-is-puja">What is a puja?</Link> explains what happens in a
          puja and a homa, and why they are offered.
        </p>
      </section>
    </>
  );
}
