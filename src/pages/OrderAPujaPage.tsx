import { Link } from '../app/router';
import { CallsToAction, NextStep } from './CallsToAction';
import { MAX_LINE_ITEMS } from '../domain/constants';
import { Page } from '../ui/Page';
import { ContentAside } from './ContentAside';

export default function OrderAPujaPage() {
  return (
    <Page
      asideLabel="Ordering"
      aside={
        <ContentAside picture="lotus" title="Order online">
          <p>It takes a few minutes, and a confirmation comes by email.</p>
        </ContentAside>
      }
    >
      <h1>Register for Puja</h1>
      <p className="lead">
        You can register pujas for up to {MAX_LINE_ITEMS} people in one order: online, paying by
        card, or on paper, with the printable form sent by post.
      </p>

      <div className="card-grid">
        <section aria-labelledby="online" className="card">
          <h2 id="online">Order online</h2>
          <p>The quickest way. It takes a few minutes and you receive a confirmation by email.</p>
          <ol>
            <li>Choose a puja and a date for each person.</li>
            <li>Give each person’s name and birth details.</li>
            <li>Enter your billing address and where the prasad should be sent.</li>
            <li>Check everything, then pay securely by card.</li>
          </ol>
          <p>
            <Link className="button" to="/puja-order-form-start">
              Start an online order
            </Link>
          </p>
        </section>

        <section aria-labelledby="by-post" className="card">
          <h2 id="by-post">Order by post</h2>
          <p>
            Prefer paper? Print the order form, fill it in by hand for up to {MAX_LINE_ITEMS}{' '}
            people, and mail it as described in{' '}
            <Link to="/order-a-puja-printable#mailing">how to send the form</Link>.
          </p>
          <p>
            <Link className="button button--secondary" to="/order-a-puja-printable">
              Open the printable form
            </Link>
          </p>
        </section>
      </div>

      <div className="prose">
        <h2 id="what-you-need">What to have ready</h2>
        <p>For each person the puja is offered for:</p>
        <ul>
          <li>first and last name;</li>
          <li>birth star (nakshatra), if you know it;</li>
          <li>date, time (hour, minute, AM or PM) and place of birth;</li>
          <li>the puja chosen and the date you would like it performed;</li>
          <li>any notes for the priests.</li>
        </ul>
        <p>
          A puja may also be offered for someone who has passed away. In that case the form asks for
          the star on the day of passing and the date, place and time of passing.
        </p>
        <p>
          You also need a billing address, and a shipping address for the prasad that is sent after
          the puja.
        </p>

        <h2 id="dates">Dates and cutoffs</h2>
        <p>
          Some pujas can be ordered only for their scheduled dates. The Kali/Karthika Puja, for
          example, closes for orders three days before each date. The online form offers only the
          dates that are still open.
        </p>

        <h2 id="regional">At a regional programme</h2>
        <p>
          When Amma’s programmes come to a region, pujas and astrology sessions can be booked for
          those events too: <Link to="/order-regional-puja">order a puja at a regional event</Link>{' '}
          or <Link to="/order-regional-astro">book an astrology session at a regional event</Link>.
        </p>
      </div>
      <CallsToAction>
        <NextStep to="/order-a-puja-online" main>
          Order a puja online
        </NextStep>
        <NextStep to="/types-of-puja">Compare the pujas and prices</NextStep>
      </CallsToAction>
    </Page>
  );
}
