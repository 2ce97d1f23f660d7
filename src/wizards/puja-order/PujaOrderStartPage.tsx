import { Link } from 'react-router-dom';

export default function PujaOrderStartPage() {
  return (
    <div className="wizard">
      <h1>Before you order a puja</h1>
      <p>
        You can order pujas for up to five people in one order and pay by card. It takes about ten
        minutes, and what you enter is kept on this device if you need to stop and come back.
      </p>
      <h2>What you need</h2>
      <ul>
        <li>the full name of each person, and whether the person is living or has passed away</li>
        <li>
          birth details if you know them: birth star (nakshatra), date, time and place of birth
        </li>
        <li>for someone who has passed away, the date, time and place of passing</li>
        <li>the address where the prasad should be posted</li>
        <li>a debit or credit card</li>
      </ul>
      <p>
        Prefer paper? Use the <Link to="/order-a-puja-printable">printable order form</Link>.
      </p>
      <Link to="/order-a-puja-online" className="button button--primary start-button">
        Start now
      </Link>
    </div>
  );
}
