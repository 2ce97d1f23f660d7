/**
 * What the request log may say about a URL: the path and the names of its
 * query parameters, never their values (booking tokens, codes, emails), and
 * never the booking code inside `/bookings/<code>/...` paths.
 */
import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const path = rawPath.replace(/(\/bookings\/)[^/?#]+/gi, `$1${REDACTED}`);
  if (queryAt === -1) return path;
  const names = url
    .slice(queryAt + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0] ?? ''}=${REDACTED}`);
  return `${path}?${names.join('&')}`;
}

/** pino serializer for `req` (replaces Fastify's default, which logs the raw URL). */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  };
}
