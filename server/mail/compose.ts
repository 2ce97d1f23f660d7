/**
 * A mail in the one layout with its envelope, as mail builders hand it to the
 * outbox. Builders that return only a subject and bodies for their caller to
 * address (refund mails, yearly statements) call renderEmail themselves.
 */
import { renderEmail, type EmailDocument } from './layout';
import type { EmailMessage } from './outbox';

export type MailDraft = EmailDocument & Omit<EmailMessage, 'text' | 'html'>;

/** The envelope as given, the bodies rendered from the document (HTML escaped by the layout). */
export function composeEmail(draft: MailDraft): EmailMessage {
  const { temple, title, blocks, language, ...envelope } = draft;
  return { ...envelope, ...renderEmail({ temple, title, blocks, language }) };
}
