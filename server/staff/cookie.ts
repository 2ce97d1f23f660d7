/**
 * The staff session cookie: the shared session cookie (server/sign-in) named
 * staff_session, SameSite=Strict, for the session's longest life.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_MAX_HOURS } from '../../domain/staff/roles';
import type { ServerConfig } from '../config';
import {
  clearedCookieHeader,
  cookieName,
  readSessionSecret,
  setSessionSecret,
  type SessionCookieSpec,
} from '../sign-in';

const STAFF_COOKIE: SessionCookieSpec = {
  name: 'staff_session',
  sameSite: 'Strict',
  maxAgeSeconds: SESSION_MAX_HOURS * 3600,
};

export const sessionCookieName = (config: ServerConfig): string => cookieName(STAFF_COOKIE, config);

export const readSessionCookie = (request: FastifyRequest, config: ServerConfig): string | null =>
  readSessionSecret(request, STAFF_COOKIE, config);

export function setSessionCookie(reply: FastifyReply, config: ServerConfig, secret: string): void {
  setSessionSecret(reply, STAFF_COOKIE, config, secret);
}

export function clearSessionCookie(reply: FastifyReply, config: ServerConfig): void {
  reply.header('Set-Cookie', clearedCookieHeader(STAFF_COOKIE, config));
}
