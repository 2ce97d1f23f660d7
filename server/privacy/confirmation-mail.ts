/**
 * The mail that asks a devotee to confirm an erasure request, sent to the
 * order's or booking's own address in its language, and the words of the
 * small page its link opens (the page confirms only when its button is
 * pressed, so a mail scanner that follows links confirms nothing).
 */
import type { Kysely } from 'kysely';
import { ERASURE_CONFIRM_DAYS } from '../../domain/privacy/requests';
import { ERASURE_CONFIRM_PATH } from '../../domain/privacy/retention';
import type { Database } from '../db/schema';
import { mailReader } from '../i18n';
import { composeEmail, enqueueEmail, OUTBOX_SECRET_MARK, readTempleContact } from '../mail';
import { messageTable } from '../../domain/message-text';

export const ERASURE_TEXT = messageTable('email.erasure', {
  title: 'Confirm the erasure of your details',
  asked:
    'Someone asked us to erase the details you gave us for {reference}: names, birth details, questions, email and addresses. We erase them only if you confirm.',
  button: 'Confirm the erasure',
  expires:
    'The link works for {days} days. If you did not ask for this, ignore this mail and nothing is erased.',
  pageAsk:
    'Press the button to send your request to the office, which then erases your details. This cannot be undone.',
  pageDone: 'Thank you. Your request is confirmed; the office will erase your details.',
  pageGone:
    'This link no longer works: it was used already or has expired. You can ask again from your order or booking.',
});

/** Queues the confirmation mail to `to` in the caller's transaction. */
export async function queueErasureConfirmation(
  db: Kysely<Database>,
  mail: { to: string; reference: string; language: string | null; token: string },
  link: { publicUrl: string; now: Date },
): Promise<void> {
  const { language, say } = mailReader(mail.language);
  const href = `${link.publicUrl.replace(/\/$/, '')}${ERASURE_CONFIRM_PATH}?lang=${language}&token=${OUTBOX_SECRET_MARK}`;
  const title = say(ERASURE_TEXT.title);
  const message = composeEmail({
    to: mail.to,
    subject: title,
    reference: `${mail.reference}/erasure`,
    secret: mail.token,
    temple: await readTempleContact(db),
    language,
    title,
    blocks: [
      { kind: 'paragraph', text: say(ERASURE_TEXT.asked, { reference: mail.reference }) },
      { kind: 'action', label: say(ERASURE_TEXT.button), href },
      { kind: 'paragraph', text: say(ERASURE_TEXT.expires, { days: ERASURE_CONFIRM_DAYS }) },
    ],
  });
  await enqueueEmail(db, message, link.now);
}
