import { Link } from 'react-router-dom';
import { DISCLAIMER_POINTS, DISCLAIMER_VERSION } from '../domain/astro/disclaimer';

export default function AstroDisclaimerPage() {
  return (
    <>
      <h1>Astrology disclaimer</h1>
      <p className="lead">
        Please read this before you book a reading. When you book, you are asked to accept it, and
        the version you accepted is kept with your booking.
      </p>
      <div className="prose">
        <ol>
          {DISCLAIMER_POINTS.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ol>
        <p>Version {DISCLAIMER_VERSION}.</p>
        <p>
          <Link className="button button--primary" to="/astro-start">
            Start booking a reading
          </Link>
        </p>
      </div>
    </>
  );
}
