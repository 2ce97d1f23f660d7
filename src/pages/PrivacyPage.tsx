import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../app/router';
import { LegalNotice } from './LegalNotice';
import { Page } from '../ui/Page';
import { ContentAside } from './ContentAside';
import { retentionSentences } from '../../domain/privacy/retention';
import { translateText } from '../wizards/shared/translate-text';
import { useRetentionSchedule } from './use-retention-schedule';
import { Topics, type Topic } from './Topics';
import { PAYMENT_PROVIDER } from '../../domain/constants';

/** How long each thing is kept: the server's schedule, loaded after the first render. */
function RetentionList() {
  const { i18n } = useLingui();
  const schedule = useRetentionSchedule();
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
        <li key={sentence.id}>{translateText(i18n, sentence)}</li>
      ))}
    </ul>
  );
}

const TOPICS: readonly Topic[] = [
  {
    id: 'what-we-collect',
    title: msg`What we collect`,
    blocks: [
      msg`When you place an order, request a recommendation or book a reading, we receive:`,
      {
        list: [
          msg`for each person the puja or reading is for: name, birth star, date, time and place of birth, and, for someone who has passed away, the details of the passing;`,
          msg`the pujas and dates you choose, and any notes you write;`,
          msg`your billing address, email address and, if given, telephone number;`,
          msg`the address the prasad is sent to.`,
        ],
      },
      msg`Reading the pages of this site does not require you to give us anything.`,
    ],
  },
  {
    id: 'cards',
    title: msg`Card payments`,
    blocks: [
      <Trans key="provider" comment="provider: the payment provider's name, a brand">
        Card details are entered into the payment form of our payment provider,{' '}
        <span lang="en">{PAYMENT_PROVIDER}</span>, and go from your browser straight to them. Your
        card number never reaches our server and is never stored by us. We keep only the result of
        the payment and a reference to it.
      </Trans>,
    ],
  },
  {
    id: 'use',
    title: msg`How we use it`,
    blocks: [
      msg`We use your details only to perform the pujas and readings you ordered, to send the prasad, to email you confirmations and answers, and to keep the records needed for accounts. We do not sell your details or share them for advertising.`,
    ],
  },
  {
    id: 'cookies',
    title: msg`Cookies and tracking`,
    blocks: [
      msg`This site sets no advertising or analytics cookies and loads no tracking scripts. The only outside script is the payment provider’s, which the payment form needs.`,
    ],
  },
  {
    id: 'security',
    title: msg`Keeping it safe`,
    blocks: [
      msg`Pages and forms are sent over an encrypted connection. Access to order records is limited to the people who handle the orders.`,
    ],
  },
  {
    id: 'how-long',
    title: msg`How long we keep it`,
    blocks: [
      msg`We keep your details only while they are useful to you and to the temple, and erase them on a set schedule. Erasing means the words are removed from our records; what the accounts need stays, without the rest.`,
      { show: <RetentionList /> },
    ],
  },
  {
    id: 'your-rights',
    title: msg`Your choices`,
    blocks: [
      msg`You may ask for a copy of the details we hold about you, ask us to correct them, or ask us to erase them before the schedule does. The page of your order or of your astrology booking (the link in its confirmation email) has a button to ask for erasure; you may also write to or telephone the temple using the contact details in your confirmation. The office checks that the request is yours, then erases your details from every order, reading and email of yours. What the law asks the temple to keep for its accounts (the amounts, the dates and the billing name on a receipt) stays until its time is up.`,
    ],
  },
];

export default function PrivacyPage() {
  const { t } = useLingui();
  return (
    <Page asideLabel={t`Ordering`} aside={<ContentAside picture="lotus" />}>
      <h1>
        <Trans>Privacy Policy</Trans>
      </h1>
      <LegalNotice />
      <Topics topics={TOPICS} />
      <p>
        <Trans>
          See also the <Link to="/terms">Terms of Use</Link>.
        </Trans>
      </p>
    </Page>
  );
}
