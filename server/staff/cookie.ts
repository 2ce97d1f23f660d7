/**
 * The session cookie: httpOnly, SameSite=Strict, Path=/, and Secure with the
 * __Host- prefix everywhere but the sandbox (which runs over plain http).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_MAX_HOURS } from '../../domain/staff/roles';
import type { ServerConfig } from '../config';

export function sessionCookieName(config: ServerConfig): string {
  return config.environment === 'sandbox' ? 'staff_session' : '__Host-staff_session';
}

export function readSessionCookie(request: FastifyRequest, config: ServerConfig): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  const name = sessionCookieName(config);
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
    }
  }
  return null;
}

function cookieAttributes(config: ServerConfig, maxAgeSeconds: number): string {
  const secure = config.environment === 'sandbox' ? '' : '; Secure';
  return `Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

export function setSessionCookie(reply: FastifyReply, config: ServerConfig, secret: string): void {
  reply.header(
    'Set-Cookie',
    `${sessionCookieName(config)}=${secret}; ${cookieAttributes(config, SESSION_MAX_HOURS * 3600)}`,
  );
}

export function clearSessionCookie(reply: FastifyReply, config: ServerConfig): void {
  reply.header('Set-Cookie', `${sessionCookieName(config)}=; ${cookieAttributes(config, 0)}`);
}
