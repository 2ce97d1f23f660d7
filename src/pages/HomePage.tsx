import { Link } from '../app/router';
import { ILLUSTRATIONS } from '../ui/illustrations';
import { NextKaliDate } from './catalog/NextPujaDate';

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
          <div className="cta">
            <Link className="button" to="/order-a-puja-online">
              Order a puja
            </Link>
            <Link className="button button--secondary" to="/puja-recommendation">
              Ask which puja suits you
            </Link>
          </div>
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
        <li className="card start-card">
          <img
            className="start-card__picture"
            src={ILLUSTRATIONS.lamp}
            alt=""
            width="120"
            height="200"
          />
          <h2>Kali/Karthika Puja</h2>
          <p>
            Held each month at Amritapuri on Amma’s birth star. Orders close three days before each
            date.
          </p>
          <Link to="/puja-kali">Dates and price</Link>
        </li>
        <li className="card start-card">
          <img
            className="start-card__picture"
            src={ILLUSTRATIONS.homa}
            alt=""
            width="160"
            height="120"
          />
          <h2>Types of Pujas</h2>
          <p>Special pujas, homas and pujas, each with its price and next date.</p>
          <Link to="/types-of-puja">See the pujas</Link>
        </li>
        <li className="card start-card">
          <img
            className="start-card__picture"
            src={ILLUSTRATIONS.lotus}
            alt=""
            width="160"
            height="100"
          />
          <h2>Which puja for me?</h2>
          <p>An astrologer reads your birth chart and recommends the pujas that suit you.</p>
          <Link to="/puja-recommendation">Puja recommendation</Link>
        </li>
        <li className="card start-card">
          <img
            className="start-card__picture"
            src={ILLUSTRATIONS.lotus}
            alt=""
            width="160"
            height="100"
          />
          <h2>Online astrology reading</h2>
          <p>A one-to-one Jyotish reading, booked at a time that suits you.</p>
          <Link to="/jyotish">About the readings</Link>
        </li>
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
