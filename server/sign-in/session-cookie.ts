/**
 * A session cookie, the same for the staff console and the devotee's account
 * save for its name and SameSite: HttpOnly, Path=/, and Secure with the
 * __Host- prefix everywhere but the sandbox (which runs over plain http).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

export interface SessionCookieSpec {
  /** The name over http (the sandbox); elsewhere it carries the __Host- prefix. */
  name: string;
  sameSite: 'Strict' | 'Lax';
  maxAgeSeconds: number;
}

/** What a session cookie's value must look like (the secret of ./secrets.ts). */
export const SESSION_SECRET_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

const overHttps = (config: ServerConfig) => config.environment !== 'sandbox';

export function cookieName(spec: SessionCookieSpec, config: ServerConfig): string {
  return overHttps(config) ? `__Host-${spec.name}` : spec.name;
}

/** The value of the cookie named `name` in the request, or null. */
export function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

export function readSessionSecret(
  request: FastifyRequest,
  spec: SessionCookieSpec,
  config: ServerConfig,
): string | null {
  const value = readCookie(request, cookieName(spec, config));
  return value !== null && SESSION_SECRET_SHAPE.test(value) ? value : null;
}

/** The cookie's attributes; `httpOnly: false` only for a cookie without a secret in it. */
export function cookieAttributes(
  spec: SessionCookieSpec,
  config: ServerConfig,
  maxAgeSeconds: number,
  httpOnly = true,
): string {
  const secure = overHttps(config) ? '; Secure' : '';
  const only = httpOnly ? '; HttpOnly' : '';
  return `Path=/${only}; SameSite=${spec.sameSite}; Max-Age=${maxAgeSeconds}${secure}`;
}

export function sessionCookieHeader(
  spec: SessionCookieSpec,
  config: ServerConfig,
  secret: string,
): string {
  return `${cookieName(spec, config)}=${secret}; ${cookieAttributes(spec, config, spec.maxAgeSeconds)}`;
}

export function clearedCookieHeader(spec: SessionCookieSpec, config: ServerConfig): string {
  return `${cookieName(spec, config)}=; ${cookieAttributes(spec, config, 0)}`;
}

export function setSessionSecret(
  reply: FastifyReply,
  spec: SessionCookieSpec,
  config: ServerConfig,
  secret: string,
): void {
  reply.header('Set-Cookie', sessionCookieHeader(spec, config, secret));
}
