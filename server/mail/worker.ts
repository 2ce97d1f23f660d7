/**
 * Delivers queued mail. Each run claims due messages (a lease, so several
 * servers never send the same one together), sends them, and on failure
 * schedules a retry with exponential backoff; after MAX_ATTEMPTS a message is
 * marked FAILED and stays in the table for staff to see.
 */
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { OUTBOX_SECRET_MARK, type AttachmentRenderers } from './outbox';
import type { MailTransport } from './transport';

export const MAX_ATTEMPTS = 8;
const LEASE_MS = 2 * 60_000;
const BATCH = 20;

export interface OutboxRunResult {
  sent: number;
  failed: number;
}

type StoredAttachment =
  { filename: string; contentType: string; content: string } | { render: string; ref: string };

/** The row's attachments as bytes, rendering those made at send time. */
async function attachmentsOf(stored: string, renderers: AttachmentRenderers | undefined) {
  return Promise.all(
    (JSON.parse(stored) as StoredAttachment[]).map(async (a) => {
      if (!('render' in a)) return { ...a, content: Buffer.from(a.content, 'base64') };
      const render = renderers?.[a.render];
      if (!render) throw new Error(`No renderer for ${a.render} attachments`);
      return render(a.ref);
    }),
  );
}

/** 30 s, 1 min, 2 min, ... capped at one hour. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export async function deliverDueEmails(
  db: Kysely<Database>,
  transport: MailTransport,
  options: {
    from: string;
    now: Clock;
    log?: (msg: object, text: string) => void;
    /** Makes the attachments rendered at send time (receipts); server/app.ts gives them. */
    renderers?: AttachmentRenderers;
  },
): Promise<OutboxRunResult> {
  const now = options.now;
  const nowIso = now().toISOString();
  const due = await db
    .selectFrom('outbox_emails')
    .selectAll()
    .where('status', '=', 'PENDING')
    .where('next_attempt_at', '<=', nowIso)
    .where('locked_until', '<=', nowIso)
    .orderBy('next_attempt_at')
    .limit(BATCH)
    .execute();
  const result: OutboxRunResult = { sent: 0, failed: 0 };
  for (const row of due) {
    const claimed = await db
      .updateTable('outbox_emails')
      .set({ locked_until: new Date(now().getTime() + LEASE_MS).toISOString() })
      .where('id', '=', row.id)
      .where('status', '=', 'PENDING')
      .where('locked_until', '=', row.locked_until)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    try {
      const attachments = await attachmentsOf(row.attachments, options.renderers);
      const withSecret = (body: string) =>
        row.secret === null ? body : body.replaceAll(OUTBOX_SECRET_MARK, row.secret);
      await transport.send({
        id: row.id,
        from: options.from,
        to: row.to_address,
        subject: row.subject,
        text: withSecret(row.text_body),
        html: withSecret(row.html_body),
        attachments,
      });
      await db
        .updateTable('outbox_emails')
        .set({
          status: 'SENT',
          sent_at: now().toISOString(),
          attempts: row.attempts + 1,
          secret: null,
        })
        .where('id', '=', row.id)
        .execute();
      result.sent++;
    } catch (error) {
      const attempts = row.attempts + 1;
      const at = now().getTime();
      await db
        .updateTable('outbox_emails')
        .set({
          attempts,
          status: attempts >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING',
          ...(attempts >= MAX_ATTEMPTS && { secret: null }),
          last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
          next_attempt_at: new Date(at + backoffMs(attempts)).toISOString(),
          locked_until: new Date(at).toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
      // The row's id, not its reference: a booking's mail is referenced by its booking code.
      options.log?.({ mailId: row.id, attempts, err: error }, 'mail delivery failed');
      result.failed++;
    }
  }
  return result;
}

/** Runs deliverDueEmails every `intervalMs` on an unref'd timer; returns stop(). */
export function startOutboxWorker(
  db: Kysely<Database>,
  transport: MailTransport,
  options: {
    from: string;
    now: Clock;
    intervalMs?: number;
    log?: (msg: object, text: string) => void;
    renderers?: AttachmentRenderers;
  },
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverDueEmails(db, transport, options)
      .catch((error: unknown) => options.log?.({ err: error }, 'mail worker run failed'))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs ?? 5_000);
  timer.unref();
  return () => clearInterval(timer);
}
