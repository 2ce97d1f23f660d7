import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../app/router';
import { CallsToAction, NextStep } from './CallsToAction';
import { MAX_LINE_ITEMS } from '../domain/constants';
import { Page } from '../ui/Page';
import { ContentAside } from './ContentAside';

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
      <h1>
        <Trans>Register for Puja</Trans>
      </h1>
      <p className="lead">
        <Trans>
          You can register pujas for up to {MAX_LINE_ITEMS} people in one order: online, paying by
          card, or on paper, with the printable form sent by post.
        </Trans>
      </p>

      <div className="card-grid">
        <section aria-labelledby="online" className="card">
          <h2 id="online">
            <Trans>Order online</Trans>
          </h2>
          <p>
            <Trans>
              The quickest way. It takes a few minutes and you receive a confirmation by email.
            </Trans>
          </p>
          <ol>
            <li>
              <Trans>Choose a puja and a date for each person.</Trans>
            </li>
            <li>
              <Trans>Give each person’s name and birth details.</Trans>
            </li>
            <li>
              <Trans>Enter your billing address and where the prasad should be sent.</Trans>
            </li>
            <li>
              <Trans>Check everything, then pay securely by card.</Trans>
            </li>
          </ol>
          <p>
            <Link className="button" to="/puja-order-form-start">
              <Trans>Start an online order</Trans>
            </Link>
          </p>
        </section>

        <section aria-labelledby="by-post" className="card">
          <h2 id="by-post">
            <Trans>Order by post</Trans>
          </h2>
          <p>
            <Trans>
              Prefer paper? Print the order form, fill it in by hand for up to {MAX_LINE_ITEMS}{' '}
              people, and mail it as described in{' '}
              <Link to="/order-a-puja-printable#mailing">how to send the form</Link>.
            </Trans>
          </p>
          <p>
            <Link className="button button--secondary" to="/order-a-puja-printable">
              <Trans>Open the printable form</Trans>
            </Link>
          </p>
        </section>
      </div>

      <div className="prose">
        <h2 id="what-you-need">
          <Trans>What to have ready</Trans>
        </h2>
        <p>
          <Trans>For each person the puja is offered for:</Trans>
        </p>
        <ul>
          <li>
            <Trans>first and last name;</Trans>
          </li>
          <li>
            <Trans>birth star (nakshatra), if you know it;</Trans>
          </li>
          <li>
            <Trans>date, time (hour, minute, AM or PM) and place of birth;</Trans>
          </li>
          <li>
            <Trans>the puja chosen and the date you would like it performed;</Trans>
          </li>
          <li>
            <Trans>any notes for the priests.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            A puja may also be offered for someone who has passed away. In that case the form asks
            for the star on the day of passing and the date, place and time of passing.
          </Trans>
        </p>
        <p>
          <Trans>
            You also need a billing address, and a shipping address for the prasad that is sent
            after the puja.
          </Trans>
        </p>

        <h2 id="dates">
          <Trans>Dates and cutoffs</Trans>
        </h2>
        <p>
          <Trans>
            Some pujas can be ordered only for their scheduled dates. The Kali/Karthika Puja, for
            example, closes for orders three days before each date. The online form offers only the
            dates that are still open.
          </Trans>
        </p>

        <h2 id="regional">
          <Trans>At a regional programme</Trans>
        </h2>
        <p>
          <Trans>
            When Amma’s programmes come to a region, pujas and astrology sessions can be booked for
            those events too:{' '}
            <Link to="/order-regional-puja">order a puja at a regional event</Link> or{' '}
            <Link to="/order-regional-astro">book an astrology session at a regional event</Link>.
          </Trans>
        </p>
      </div>
      <CallsToAction>
        <NextStep to="/order-a-puja-online" main>
          <Trans>Order a puja online</Trans>
        </NextStep>
        <NextStep to="/types-of-puja">
          <Trans>Compare the pujas and prices</Trans>
        </NextStep>
      </CallsToAction>
    </Page>
  );
}
