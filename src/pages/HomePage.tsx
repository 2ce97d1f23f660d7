import { Link } from 'react-router-dom';

export default function HomePage() {
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">Pujas and Vedic astrology guidance</h1>
        <p className="lead">
          Have a puja offered for yourself and up to four others, ask an astrologer which puja suits
          you, or book a Vedic astrology reading online.
        </p>
        <div className="cta">
          <Link className="button" to="/order-a-puja">
            Register for a puja
          </Link>
          <Link className="button button--secondary" to="/what-is-puja">
            What is a puja?
          </Link>
        </div>
      </section>

      <ul className="card-grid" aria-label="Where to start">
        <li className="card">
          <h2>Kali/Karthika Puja</h2>
          <p>
            Held each month at Amritapuri on Amma’s birth star. Orders close three days before each
            date.
          </p>
          <Link to="/puja-kali">Dates and price</Link>
        </li>
        <li className="card">
          <h2>Types of Pujas</h2>
          <p>Special pujas, homas and pujas, each with its price.</p>
          <Link to="/types-of-puja">See the pujas</Link>
        </li>
        <li className="card">
          <h2>Which puja for me?</h2>
          <p>An astrologer reads your birth chart and recommends the pujas that suit you.</p>
          <Link to="/puja-recommendation">Puja recommendation</Link>
        </li>
        <li className="card">
          <h2>Online astrology reading</h2>
          <p>A one-to-one Jyotish reading, booked at a time that suits you.</p>
          <Link to="/jyotish">About the readings</Link>
        </li>
      </ul>

      <section aria-labelledby="temples" className="prose">
        <h2 id="temples">The Brahmasthanam temples</h2>
        <p>
          Amma’s Brahmasthanam temples hold corrective pujas for the afflictions of Saturn, Mars and
          Rahu, open to all. <Link to="/brahmasthanam-temple">Learn about the temples</Link>.
        </p>
      </section>
    </>
  );
}
