/**
 * The sign-in link mail, queued through the outbox with the link's secret kept
 * out of the stored bodies: the row forgets it once the mail is sent.
 */
import type { Kysely } from 'kysely';
import { SIGN_IN_LINK_MINUTES } from '../../domain/staff/roles';
import type { Database } from '../db/schema';
import { enqueueEmail, OUTBOX_SECRET_MARK } from '../mail';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function queueSignInMail(
  db: Kysely<Database>,
  member: { email: string; name: string },
  link: string,
  now: Date,
): Promise<void> {
  // The secret is the link's #fragment (members.ts createSignInLink).
  const hashAt = link.indexOf('#');
  const secret = link.slice(hashAt + 1);
  const shown = `${link.slice(0, hashAt + 1)}${OUTBOX_SECRET_MARK}`;
  const intro = `Hello ${member.name},`;
  const body = `Use this link to sign in to the staff console. It works once, for ${SIGN_IN_LINK_MINUTES} minutes.`;
  const ignore = 'If you did not ask to sign in, ignore this mail: nothing changes.';
  await enqueueEmail(
    db,
    {
      to: member.email,
      subject: 'Your staff console sign-in link',
      text: `${intro}\n\n${body}\n\n${shown}\n\n${ignore}\n`,
      html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(shown)}">Sign in to the staff console</a></p><p>${escapeHtml(ignore)}</p>`,
      reference: 'staff-sign-in',
      secret,
    },
    now,
  );
}
