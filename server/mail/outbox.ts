/**
 * The transactional mail outbox. Code that changes data enqueues a message in
 * the SAME transaction (`enqueueEmail(trx, message, now)`), so a mail exists if and
 * only if the change committed; the worker (worker.ts) delivers it later with
 * retries. A mail failure never loses or blocks the change itself.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** The bytes, or text (e.g. an .ics calendar). */
  content: Buffer | string;
}

/**
 * An attachment made when the mail is sent, from what is stored then (a
 * receipt's PDF): the row keeps only which renderer and what for, not the bytes.
 */
export interface RenderedAttachment {
  render: string;
  ref: string;
}

/** The renderers the worker knows, by name (the server gives them: server/app.ts). */
export type AttachmentRenderers = Readonly<
  Record<
    string,
    (ref: string) => Promise<{ filename: string; contentType: string; content: Buffer }>
  >
>;

/** Stands in the bodies for a mail's `secret`; the worker puts the secret in when sending. */
export const OUTBOX_SECRET_MARK = '{{secret}}';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is about (an order number, a booking code), for logs. */
  reference: string;
  attachments?: (EmailAttachment | RenderedAttachment)[];
  /** Send no earlier than this (a reminder); now when absent. */
  notBefore?: Date;
  /**
   * A secret the mail carries (a sign-in link's): the bodies hold OUTBOX_SECRET_MARK
   * instead, and the row forgets the secret once the mail is sent or given up.
   */
  secret?: string;
}

/** Queues a message; pass the transaction that makes the change it reports, and its `now`. */
export async function enqueueEmail(
  trx: Kysely<Database>,
  message: EmailMessage,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  const iso = now.toISOString();
  const due = (message.notBefore ?? now).toISOString();
  await trx
    .insertInto('outbox_emails')
    .values({
      id,
      reference: message.reference,
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      attachments: JSON.stringify(
        (message.attachments ?? []).map((a) =>
          'render' in a
            ? { render: a.render, ref: a.ref }
            : {
                filename: a.filename,
                contentType: a.contentType,
                content: Buffer.from(a.content).toString('base64'),
              },
        ),
      ),
      status: 'PENDING',
      attempts: 0,
      next_attempt_at: due,
      locked_until: iso,
      last_error: '',
      created_at: iso,
      sent_at: null,
      secret: message.secret ?? null,
    })
    .execute();
  return id;
}
