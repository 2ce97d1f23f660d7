/** The sign-in link mail (queued through the outbox). */
import type { Kysely } from 'kysely';
import { SIGN_IN_LINK_MINUTES } from '../../src/domain/staff/roles';
import type { Database } from '../db/schema';
import { enqueueEmail } from '../mail';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function queueSignInMail(
  db: Kysely<Database>,
  member: { email: string; name: string },
  link: string,
  now: Date,
): Promise<void> {
  const intro = `Hello ${member.name},`;
  const body = `Use this link to sign in to the staff console. It works once, for ${SIGN_IN_LINK_MINUTES} minutes.`;
  const ignore = 'If you did not ask to sign in, ignore this mail: nothing changes.';
  await enqueueEmail(
    db,
    {
      to: member.email,
      subject: 'Your staff console sign-in link',
      text: `${intro}\n\n${body}\n\n${link}\n\n${ignore}\n`,
      html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">Sign in to the staff console</a></p><p>${escapeHtml(ignore)}</p>`,
      reference: 'staff-sign-in',
    },
    now,
  );
}
