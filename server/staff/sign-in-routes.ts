/**
 * Sign-in by one-time emailed link, the session cookie, sign-out and "who am I".
 * Asking for a link answers the same (202, the same body) whether or not the
 * email belongs to a member, never sooner than SIGN_IN_ANSWER_FLOOR_MS, so its
 * timing does not tell either; it is rate-limited per client and capped per member.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { boundedString, emailField } from '../../domain/bounded-text';
import { SIGN_IN_LINK_MINUTES, STAFF_API, STAFF_ROLES } from '../../domain/staff/roles';
import type { ServerDeps } from '../deps';
import { ApiError, noSoonerThan, writeRateLimit } from '../http';
import { parseRequestPart } from './route-params';
import { ANONYMOUS_ACTOR, memberActor, writeAudit } from './audit';
import { sameOrigin, staffOf, staffRoute } from './authorize';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './cookie';
import {
  consumeSignInLink,
  countRecentLinks,
  createSignInLink,
  findActiveMemberByEmail,
} from './members';
import { endSession, startSession } from './sessions';
import { queueSignInMail } from './sign-in-mail';

const LINKS_PER_MEMBER_PER_WINDOW = 5;

/** Every answer to a link request takes at least this long (a member's writes a link and a mail). */
export const SIGN_IN_ANSWER_FLOOR_MS = 250;

const askBody = z.object({ email: emailField('Enter an email address') });
const completeBody = z.object({
  secret: boundedString(100, 'Not a sign-in link').regex(
    /^[A-Za-z0-9_-]{20,100}$/,
    'Not a sign-in link',
  ),
});

export const SIGN_IN_ANSWER = {
  message: 'If that address belongs to a staff member, a sign-in link is on its way.',
};

export function registerSignInRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const publicRoute = { staffRoles: 'public' as const };
  const limit = {
    rateLimit: { max: Math.min(10, deps.config.writeRateLimit), timeWindow: '1 minute' },
  };

  app.post(
    `${STAFF_API}/sign-in`,
    { config: { ...publicRoute, ...limit } },
    async (request, reply) => {
      const startedAt = performance.now();
      const { email } = parseRequestPart(askBody, request.body);
      // A member's link is made while the floor runs; whatever it finds or however it fails,
      // the answer is the same one, at the same time.
      await Promise.all([
        mailLinkToMember(deps, email, request.log),
        noSoonerThan(startedAt, SIGN_IN_ANSWER_FLOOR_MS),
      ]);
      return reply.code(202).send(SIGN_IN_ANSWER);
    },
  );

  app.post(
    `${STAFF_API}/sign-in/complete`,
    { config: { ...publicRoute, ...writeRateLimit(deps.config).config } },
    async (request, reply) => {
      if (!sameOrigin(request, deps.config.publicUrl)) {
        throw new ApiError(403, 'FORBIDDEN_ORIGIN', 'Sign in from the staff console');
      }
      const { secret } = parseRequestPart(completeBody, request.body);
      const now = deps.now();
      const member = await consumeSignInLink(deps.db, secret, now);
      if (!member) {
        throw new ApiError(
          400,
          'LINK_INVALID',
          'This sign-in link was used, has expired or is unknown',
          [{ path: 'secret', message: 'Ask for a new sign-in link' }],
        );
      }
      setSessionCookie(reply, deps.config, await startSession(deps.db, member.id, now));
      return { me: member };
    },
  );

  app.get(`${STAFF_API}/me`, staffRoute(STAFF_ROLES), async (request) => ({
    me: staffOf(request),
  }));

  app.post(`${STAFF_API}/sign-out`, staffRoute(STAFF_ROLES), async (request, reply) => {
    const secret = readSessionCookie(request, deps.config);
    const now = deps.now();
    if (secret) await endSession(deps.db, secret, now);
    const member = staffOf(request);
    await writeAudit(
      deps.db,
      memberActor(member),
      { action: 'staff.signOut', target: member.email },
      now,
    );
    clearSessionCookie(reply, deps.config);
    return { signedOut: true };
  });
}

/** Queues a sign-in link to `email` when it is an active member's, under the per-member cap. */
async function mailLinkToMember(
  deps: ServerDeps,
  email: string,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const now = deps.now();
    const member = await findActiveMemberByEmail(deps.db, email);
    if (!member) return;
    const since = new Date(now.getTime() - SIGN_IN_LINK_MINUTES * 60_000);
    if ((await countRecentLinks(deps.db, member.id, since)) >= LINKS_PER_MEMBER_PER_WINDOW) return;
    const issue = { actor: ANONYMOUS_ACTOR, via: 'email' as const };
    const link = await createSignInLink(deps.db, member.id, deps.config.publicUrl, now, issue);
    await queueSignInMail(deps.db, member, link, now);
  } catch (error) {
    // Logged without the address; the asker's answer is the stranger's.
    log.error({ err: error }, 'a staff sign-in link could not be issued');
  }
}
