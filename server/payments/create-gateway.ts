/**
 * Builds the payment gateway the server uses: the Authorize.net client,
 * pointed at the endpoint of the configured environment.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { ServerConfig } from '../config';
import { ENVIRONMENTS, SANDBOX_GATEWAY_PATH } from '../../domain/environments';
import { createAnetClient, type AnetClientOptions, type PaymentLogger } from './anet-client';
import type { PaymentGateway } from './gateway';
import { SANDBOX_HOSTED_FORM_PATH, SANDBOX_HOSTED_PROFILE_PATH } from './sandbox/paths';

export interface PaymentGatewayOptions {
  /** The sandbox gateway's full URL on our own server, known only after listen. */
  sandboxUrl: () => string;
  logger?: PaymentLogger;
  /** Told of every gateway call (the metrics' latency and answer codes). */
  observe?: AnetClientOptions['observe'];
  /** The server's clock (deps.now). */
  now: Clock;
}

/** Accept Hosted's form URLs; the sandbox's is our own page, posted from the same origin. */
export const HOSTED_FORM_URLS = {
  sandbox: SANDBOX_HOSTED_FORM_PATH,
  preview: 'https://test.authorize.net/payment/payment',
  production: 'https://accept.authorize.net/payment/payment',
} as const;

/** Accept Customer's form URLs (the hosted profile page); the sandbox's is our own stand-in. */
export const HOSTED_PROFILE_FORM_URLS = {
  sandbox: SANDBOX_HOSTED_PROFILE_PATH,
  preview: 'https://test.authorize.net/customer/manage',
  production: 'https://accept.authorize.net/customer/manage',
} as const;

export function createPaymentGateway(
  config: ServerConfig,
  options: PaymentGatewayOptions,
): PaymentGateway {
  const environment = config.environment;
  const apiUrl =
    config.anet.apiUrl ??
    (environment === 'sandbox' ? options.sandboxUrl : ENVIRONMENTS[environment].gatewayApiUrl);
  return createAnetClient({
    apiUrl,
    apiLoginId: config.anet.apiLoginId,
    transactionKey: config.anet.transactionKey,
    timeoutMs: config.anet.timeoutMs,
    hostedFormUrl: HOSTED_FORM_URLS[environment],
    hostedProfileFormUrl: HOSTED_PROFILE_FORM_URLS[environment],
    now: options.now,
    ...(options.logger && { logger: options.logger }),
    ...(options.observe && { observe: options.observe }),
  });
}

/**
 * The sandbox gateway's URL on this server once it listens, over loopback
 * (not PUBLIC_URL, which may be a proxy): use it as `sandboxUrl`.
 */
export function localGatewayUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The server is not listening yet');
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}${SANDBOX_GATEWAY_PATH}`;
}
