/**
 * Strict security headers on every answer. The Content-Security-Policy allows
 * our own origin and, for payments, only Authorize.net's script and API origins
 * of the configured environment.
 */
import type { FastifyInstance } from 'fastify';
import { ENVIRONMENTS, type EnvironmentName } from '../../domain/environments';

function originOf(url: string): string | null {
  return /^https?:\/\//.test(url) ? new URL(url).origin : null;
}

export function contentSecurityPolicy(environment: EnvironmentName): string {
  const config = ENVIRONMENTS[environment];
  const scriptOrigin = originOf(config.acceptUiUrl);
  const apiOrigin = originOf(config.gatewayApiUrl);
  // Accept.js posts card data straight from the browser to Authorize.net.
  const paymentApi =
    environment === 'production'
      ? ['https://api2.authorize.net', 'https://api.authorize.net']
      : environment === 'preview'
        ? ['https://apitest.authorize.net']
        : [];
  const hostedForm =
    environment === 'production'
      ? 'https://accept.authorize.net'
      : environment === 'preview'
        ? 'https://test.authorize.net'
        : null;
  const list = (...items: (string | null)[]) => items.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", scriptOrigin)}`,
    `connect-src ${list("'self'", apiOrigin, ...paymentApi)}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${list("'self'", hostedForm)}`,
    // AcceptUI's lightbox is a frame served from the same origin as its script.
    `frame-src ${list("'self'", scriptOrigin, hostedForm)}`,
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance, environment: EnvironmentName): void {
  const csp = contentSecurityPolicy(environment).replace(
    environment === 'production' ? /$^/ : /; upgrade-insecure-requests$/,
    '',
  );
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    // A route whose address is a secret (a calendar feed, the reschedule page) sets its own.
    if (!reply.hasHeader('Referrer-Policy')) {
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    }
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    // The served puja photographs set their own (emails show them).
    if (!reply.hasHeader('Cross-Origin-Resource-Policy')) {
      reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    }
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    if (environment === 'production') {
      reply.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    }
    return payload;
  });
}
