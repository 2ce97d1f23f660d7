/**
 * Passkeys: a signed-in member adds (options → verify), lists and removes
 * their own; anyone may sign in with one (options → verify, rate-limited like
 * the link sign-in, the verify checks Origin and sets the session cookie).
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { passkeyRegistrationInput, passkeySignInInput } from '../../domain/staff/passkeys';
import { STAFF_API, STAFF_ROLES } from '../../domain/staff/roles';
import type { ServerDeps } from '../deps';
import { ApiError } from '../http';
import { parseRequestPart } from './route-params';
import { ANONYMOUS_ACTOR, memberActor, writeAudit } from './audit';
import { actorOf, sameOrigin, staffOf, staffRoute } from './authorize';
import { setSessionCookie } from './cookie';
import {
  listPasskeys,
  registerPasskey,
  registrationOptions,
  relyingPartyOf,
  removePasskey,
  signInOptions,
  verifySignIn,
} from './passkeys';
import { startSession } from './sessions';

const idParam = z.object({
  id: z
    .string()
    .max(1400)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a passkey'),
});

export function registerPasskeyRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const everyone = staffRoute(STAFF_ROLES);
  const { db } = deps;
  // PUBLIC_URL is read per request: the test servers learn their port after start.
  const rp = () => relyingPartyOf(deps.config.publicUrl);
  const signIn = {
    config: {
      staffRoles: 'public' as const,
      rateLimit: { max: Math.min(10, deps.config.writeRateLimit), timeWindow: '1 minute' },
    },
  };

  app.get(`${STAFF_API}/passkeys`, everyone, async (request) => ({
    passkeys: await listPasskeys(db, staffOf(request).id),
  }));

  app.post(`${STAFF_API}/passkeys/register/options`, everyone, async (request) => ({
    options: await registrationOptions(db, rp(), staffOf(request), deps.now()),
  }));

  app.post(`${STAFF_API}/passkeys/register`, everyone, async (request, reply) => {
    const input = parseRequestPart(passkeyRegistrationInput, request.body);
    const actor = { ...actorOf(request), staffId: staffOf(request).id };
    const passkey = await registerPasskey(
      db,
      rp(),
      actor,
      { label: input.label, response: input.response as RegistrationResponseJSON },
      deps.now(),
    );
    return reply.code(201).send({ passkey });
  });

  app.delete(`${STAFF_API}/passkeys/:id`, everyone, async (request) => {
    const { id } = parseRequestPart(idParam, request.params);
    await removePasskey(db, { ...actorOf(request), staffId: staffOf(request).id }, id, deps.now());
    return { removed: true };
  });

  app.post(`${STAFF_API}/passkeys/sign-in/options`, signIn, async () => ({
    options: await signInOptions(db, rp(), deps.now()),
  }));

  app.post(`${STAFF_API}/passkeys/sign-in`, signIn, async (request, reply) => {
    if (!sameOrigin(request, deps.config.publicUrl)) {
      throw new ApiError(403, 'FORBIDDEN_ORIGIN', 'Sign in from the staff console');
    }
    const { response } = parseRequestPart(passkeySignInInput, request.body);
    const now = deps.now();
    const member = await verifySignIn(db, rp(), response as AuthenticationResponseJSON, now).catch(
      async (error: unknown) => {
        const reason = error instanceof ApiError ? error.code : 'ERROR';
        const after = { method: 'passkey', reason };
        const entry = { action: 'staff.signIn.failed', target: '(passkey)', after };
        await writeAudit(db, ANONYMOUS_ACTOR, entry, now);
        throw error;
      },
    );
    const entry = { action: 'staff.signIn', target: member.email, after: { method: 'passkey' } };
    await writeAudit(db, memberActor(member), entry, now);
    setSessionCookie(reply, deps.config, await startSession(db, member.id, now));
    return { me: member };
  });
}
