/**
 * The account's sign-in link mail, in the language of the page that asked
 * and linking to the sign-in page in that language; the link's secret is
 * kept out of the stored bodies (the outbox's mark stands for it).
 */
import type { Kysely } from 'kysely';
import { ACCOUNT_LINK_MINUTES, ACCOUNT_SIGN_IN_PAGE } from '../../domain/account';
import { siteAddress } from '../../domain/languages';
import type { Database } from '../db/schema';
import { mailReader } from '../i18n';
import { composeEmail, enqueueEmail, OUTBOX_SECRET_MARK, readTempleContact } from '../mail';

const SIGN_IN_MAIL_TEXT = {
  title: /*i18n*/ { id: 'email.account.title', message: 'Sign in to your account' },
  asked: /*i18n*/ {
    id: 'email.account.asked',
    message:
      'You asked to sign in to your account at the temple. The button below signs you in on this device; it works once, within {minutes} minutes.',
  },
  button: /*i18n*/ { id: 'email.account.button', message: 'Sign in' },
  ignore: /*i18n*/ {
    id: 'email.account.ignore',
    message:
      'If you did not ask for this, you can ignore this mail: nobody can sign in without the link.',
  },
};

/** The mail's `reference` in the outbox (tests and the privacy export find it by address). */
export const ACCOUNT_MAIL_REFERENCE = 'account-sign-in';

export async function queueAccountSignInMail(
  db: Kysely<Database>,
  to: { email: string; language: string },
  secret: string,
  link: { publicUrl: string; now: Date },
): Promise<void> {
  const { language, say } = mailReader(to.language);
  const href = siteAddress(
    link.publicUrl,
    language,
    `${ACCOUNT_SIGN_IN_PAGE}#${OUTBOX_SECRET_MARK}`,
  );
  const mail = composeEmail({
    to: to.email,
    subject: say(SIGN_IN_MAIL_TEXT.title),
    reference: ACCOUNT_MAIL_REFERENCE,
    secret,
    temple: await readTempleContact(db),
    language,
    title: say(SIGN_IN_MAIL_TEXT.title),
    blocks: [
      { kind: 'paragraph', text: say(SIGN_IN_MAIL_TEXT.asked, { minutes: ACCOUNT_LINK_MINUTES }) },
      { kind: 'action', label: say(SIGN_IN_MAIL_TEXT.button), href },
      { kind: 'paragraph', text: say(SIGN_IN_MAIL_TEXT.ignore) },
    ],
  });
  await enqueueEmail(db, mail, link.now);
}
