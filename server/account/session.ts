/**
 * The account's session cookie (its own, not the staff console's) and the
 * lookup every account route, the year page and the feed start from:
 * `accountFromRequest` gives the signed-in account of a request, or null.
 * A second cookie without a secret (ACCOUNT_PRESENCE_COOKIE) only says that
 * an account is signed in, for the header of pages served without script.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_PRESENCE_COOKIE, ACCOUNT_SESSION_DAYS } from '../../domain/account';
import type { Account } from '../../domain/account';
import type { ServerConfig } from '../config';
import type { ServerDeps } from '../deps';
import { ApiError } from '../http';
import {
  cookieAttributes,
  readSessionSecret,
  sessionCookieHeader,
  clearedCookieHeader,
  type SessionCookieSpec,
} from '../sign-in';
import { resumeAccountSession } from './sign-in-store';

/** Lax: a devotee arriving from a mail's link is signed in; changes are checked by origin. */
export const ACCOUNT_COOKIE: SessionCookieSpec = {
  name: 'account_session',
  sameSite: 'Lax',
  maxAgeSeconds: ACCOUNT_SESSION_DAYS * 86_400,
};

/** The signed-in account of a request. */
export interface SignedInAccount {
  /** The account's id (family rows and tokens are kept under it). */
  id: string;
  account: Account;
}

export const readAccountSecret = (request: FastifyRequest, config: ServerConfig): string | null =>
  readSessionSecret(request, ACCOUNT_COOKIE, config);

/** The account signed in on the request's cookie, or null (none, unknown, ended, expired). */
export async function accountFromRequest(
  request: FastifyRequest,
  deps: Pick<ServerDeps, 'config' | 'db' | 'now'>,
): Promise<SignedInAccount | null> {
  const secret = readAccountSecret(request, deps.config);
  if (!secret) return null;
  return resumeAccountSession(deps.db, secret, deps.now());
}

/** As accountFromRequest, or the API's 401 NOT_SIGNED_IN. */
export async function requireAccount(
  request: FastifyRequest,
  deps: Pick<ServerDeps, 'config' | 'db' | 'now'>,
): Promise<SignedInAccount> {
  const signedIn = await accountFromRequest(request, deps);
  if (!signedIn) throw new ApiError(401, 'NOT_SIGNED_IN', 'Sign in to your account first');
  return signedIn;
}

const presence = (config: ServerConfig, maxAge: number, value: string) =>
  `${ACCOUNT_PRESENCE_COOKIE}=${value}; ${cookieAttributes(ACCOUNT_COOKIE, config, maxAge, false)}`;

/** The session cookie and the presence cookie, set together. */
export function setAccountCookies(reply: FastifyReply, config: ServerConfig, secret: string): void {
  reply.header('Set-Cookie', [
    sessionCookieHeader(ACCOUNT_COOKIE, config, secret),
    presence(config, ACCOUNT_COOKIE.maxAgeSeconds, '1'),
  ]);
}

/** Both cookies cleared (sign-out, a deleted account, a session found over). */
export function clearAccountCookies(reply: FastifyReply, config: ServerConfig): void {
  reply.header('Set-Cookie', [
    clearedCookieHeader(ACCOUNT_COOKIE, config),
    presence(config, 0, ''),
  ]);
}
