/** A mail in the one layout with its envelope: what every mail builder hands the outbox. */
import { renderEmail, type EmailDocument } from './layout';
import type { EmailMessage } from './outbox';

export type MailDraft = EmailDocument & Omit<EmailMessage, 'text' | 'html'>;

/** The envelope as given, the bodies rendered from the document (HTML escaped by the layout). */
export function composeEmail(draft: MailDraft): EmailMessage {
  const { temple, title, blocks, language, ...envelope } = draft;
  return { ...envelope, ...renderEmail({ temple, title, blocks, language }) };
}
