/**
 * Payment routes: the public payment configuration, and in the sandbox
 * configuration the local gateway, the AcceptUI stand-in and the hosted
 * payment page.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../domain/constants';
import { ENVIRONMENTS } from '../../domain/environments';
import type { PaymentConfig } from '../../domain/prefs';
import type { ServerDeps } from '../deps';
import { registerPaymentStatusRoute } from './status-route';
import { registerWebhookRoute, type PaymentNotificationHook } from './webhook';

export interface PaymentRouteOptions {
  /** Reconciliation hook for verified Authorize.net webhooks (see webhook.ts). */
  onPaymentNotification?: PaymentNotificationHook;
  /** Delay of the sandbox's "slow answer" fault (ms); default SANDBOX_SLOW_ANSWER_MS or 25 s. */
  slowAnswerMs?: number;
  /** How often the sandbox closes a settlement batch (ms); default SANDBOX_SETTLE_INTERVAL_MS or 1 h. */
  settleIntervalMs?: number;
}

export function paymentConfigOf(deps: ServerDeps): PaymentConfig {
  const { environment, anet } = deps.config;
  return {
    environment,
    acceptUiUrl: ENVIRONMENTS[environment].acceptUiUrl,
    apiLoginID: anet.apiLoginId,
    clientKey: anet.clientKey,
  };
}

export async function registerPaymentRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
  options: PaymentRouteOptions = {},
): Promise<void> {
  app.get(API_PATHS.paymentConfig, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return paymentConfigOf(deps);
  });

  registerPaymentStatusRoute(app, deps);

  if (deps.config.anet.signatureKey) {
    await registerWebhookRoute(app, deps.config, options.onPaymentNotification);
  }

  if (deps.config.environment !== 'sandbox') return;
  // Only the sandbox loads its gateway: production's entry holds none of it.
  const { registerSandboxGateway } = await import('./sandbox/register');
  await registerSandboxGateway(app, deps, {
    slowAnswerMs: options.slowAnswerMs ?? Number(process.env.SANDBOX_SLOW_ANSWER_MS ?? 25_000),
    settleIntervalMs:
      options.settleIntervalMs ?? Number(process.env.SANDBOX_SETTLE_INTERVAL_MS ?? 3_600_000),
  });
}
