import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../app/router';
import { LegalNotice } from './LegalNotice';
import { Page } from '../ui/Page';
import { ContentAside } from './ContentAside';
import { retentionSentences } from '../domain/privacy/retention';
import { useRetentionSchedule, type LoadedSchedule } from './use-retention-schedule';

function RetentionList({ schedule }: { schedule: LoadedSchedule }) {
  if (schedule === 'loading') {
    return (
      <p role="status">
        <Trans>Loading how long we keep each thing...</Trans>
      </p>
    );
  }
  if (schedule === 'unavailable') {
    return (
      <p>
        <Trans>
          The list of how long we keep each thing could not be loaded just now. Please try again
          later, or ask the temple.
        </Trans>
      </p>
    );
  }
  return (
    <ul data-testid="retention-schedule">
      {retentionSentences(schedule).map((sentence) => (
        <li key={sentence}>{sentence}</li>
      ))}
    </ul>
  );
}

export default function PrivacyPage() {
  const { t } = useLingui();
  const schedule = useRetentionSchedule();
  return (
    <Page asideLabel={t`Ordering`} aside={<ContentAside picture="lotus" />}>
      <h1>
        <Trans>Privacy Policy</Trans>
      </h1>
      <LegalNotice />
      <div className="prose">
        <h2 id="what-we-collect">
          <Trans>What we collect</Trans>
        </h2>
        <p>
          <Trans>
            When you place an order, request a recommendation or book a reading, we receive:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              for each person the puja or reading is for: name, birth star, date, time and place of
              birth, and, for someone who has passed away, the details of the passing;
            </Trans>
          </li>
          <li>
            <Trans>the pujas and dates you choose, and any notes you write;</Trans>
          </li>
          <li>
            <Trans>your billing address, email address and, if given, telephone number;</Trans>
          </li>
          <li>
            <Trans>the address the prasad is sent to.</Trans>
          </li>
        </ul>
        <p>
          <Trans>Reading the pages of this site does not require you to give us anything.</Trans>
        </p>

        <h2 id="cards">
          <Trans>Card payments</Trans>
        </h2>
        <p>
          <Trans>
            Card details are entered into the payment form of our payment provider, Authorize.net,
            and go from your browser straight to them. Your card number never reaches our server and
            is never stored by us. We keep only the result of the payment and a reference to it.
          </Trans>
        </p>

        <h2 id="use">
          <Trans>How we use it</Trans>
        </h2>
        <p>
          <Trans>
            We use your details only to perform the pujas and readings you ordered, to send the
            prasad, to email you confirmations and answers, and to keep the records needed for
            accounts. We do not sell your details or share them for advertising.
          </Trans>
        </p>

        <h2 id="cookies">
          <Trans>Cookies and tracking</Trans>
        </h2>
        <p>
          <Trans>
            This site sets no advertising or analytics cookies and loads no tracking scripts. The
            only outside script is the payment provider’s, which the payment form needs.
          </Trans>
        </p>

        <h2 id="security">
          <Trans>Keeping it safe</Trans>
        </h2>
        <p>
          <Trans>
            Pages and forms are sent over an encrypted connection. Access to order records is
            limited to the people who handle the orders.
          </Trans>
        </p>

        <h2 id="how-long">
          <Trans>How long we keep it</Trans>
        </h2>
        <p>
          <Trans>
            We keep your details only while they are useful to you and to the temple, and erase them
            on a set schedule. Erasing means the words are removed from our records; what the
            accounts need stays, without the rest.
          </Trans>
        </p>
        <RetentionList schedule={schedule} />

        <h2 id="your-rights">
          <Trans>Your choices</Trans>
        </h2>
        <p>
          <Trans>
            You may ask for a copy of the details we hold about you, ask us to correct them, or ask
            us to erase them before the schedule does. The page of your order or of your astrology
            booking (the link in its confirmation email) has a button to ask for erasure; you may
            also write to or telephone the temple using the contact details in your confirmation.
            The office checks that the request is yours, then erases your details from every order,
            reading and email of yours. What the law asks the temple to keep for its accounts (the
            amounts, the dates and the billing name on a receipt) stays until its time is up.
          </Trans>
        </p>
      </div>
      <p>
        <Trans>
          See also the <Link to="/terms">Terms of Use</Link>.
        </Trans>
      </p>
    </Page>
  );
}
