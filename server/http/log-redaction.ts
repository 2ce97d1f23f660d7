/**
 * What the log may say: of a URL, the path and the names of its query
 * parameters, never their values (booking tokens, codes, emails), never the
 * booking code inside `/bookings/<code>/...` paths, the secret of an
 * astrologer's calendar feed (`/feeds/<secret>.ics`) nor the token of an
 * order's page (`/my-order/<token>`, the page's and its API's) nor a puja
 * photograph's address (`/puja/photos/<id>.jpg`, unguessable); of a payment, the
 * invoice number without the booking code a booking's invoice carries.
 */
import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/** Path segments that are secrets or booking codes (`lookup` is a route name, kept). */
const SECRET_SEGMENTS =
  /(\/bookings\/)(?!lookup(?:[/?#]|$))[^/?#]+|(\/feeds\/)[^/?#]+|(\/my-order\/)[^/?#]+|(\/puja\/photos\/)[^/?#]+/gi;

export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const path = rawPath.replace(
    SECRET_SEGMENTS,
    (_match, bookings?: string, feeds?: string, myOrder?: string, photos?: string) =>
      `${bookings ?? feeds ?? myOrder ?? photos}${REDACTED}`,
  );
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

/** Log fields whose values pass through `censorLogValue` (pino's `redact.paths`). */
export const CENSORED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.encodedPaymentDetails',
  '*.opaqueData',
  '*.dataValue',
  '*.transactionKey',
  'invoiceNumber',
  'refId',
];

/**
 * pino's `redact.censor`: secrets go whole; an invoice number keeps its shape
 * but not the booking code of a booking's invoice (`AST-<code>-<attempt>`,
 * server/astro/holds.ts), so a log line still tells an order's from a booking's.
 */
export function censorLogValue(value: unknown, path: string[]): unknown {
  const field = path[path.length - 1];
  if ((field === 'invoiceNumber' || field === 'refId') && typeof value === 'string') {
    return value.replace(/^AST-[^-]+/, `AST-${REDACTED}`);
  }
  return REDACTED;
}
