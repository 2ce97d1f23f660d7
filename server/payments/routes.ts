/**
 * Payment routes: the public payment configuration, and in the sandbox
 * configuration the local gateway, the AcceptUI stand-in and the hosted
 * payment page.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { API_PATHS } from '../../domain/constants';
import { ENVIRONMENTS } from '../../domain/environments';
import type { PaymentConfig } from '../../domain/prefs';
import type { ServerDeps } from '../deps';
import { registerAcceptUiRoutes } from './sandbox/acceptui-route';
import { registerSandboxControls } from './sandbox/control-routes';
import { registerGatewayRoute } from './sandbox/gateway-route';
import { registerHostedPage } from './sandbox/hosted-page';
import { createLedger } from './sandbox/ledger';
import type { PaymentTables } from './tables';
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
  const ctx = {
    // Database extends PaymentTables; Kysely's types are invariant, so narrow the view here.
    ledger: createLedger(deps.db as unknown as Kysely<PaymentTables>),
    now: deps.now,
    credentials: {
      apiLoginId: deps.config.anet.apiLoginId,
      transactionKey: deps.config.anet.transactionKey,
      clientKey: deps.config.anet.clientKey,
    },
    settings: { transactionDetailsApi: process.env.SANDBOX_TRANSACTION_DETAILS !== 'off' },
  };
  const slowAnswerMs = options.slowAnswerMs ?? Number(process.env.SANDBOX_SLOW_ANSWER_MS ?? 25_000);
  await registerGatewayRoute(app, ctx, { slowAnswerMs });
  registerAcceptUiRoutes(app, deps.now);
  await registerHostedPage(app, ctx);
  registerSandboxControls(app, ctx, {
    settleIntervalMs:
      options.settleIntervalMs ?? Number(process.env.SANDBOX_SETTLE_INTERVAL_MS ?? 3_600_000),
    signatureKey: deps.config.anet.signatureKey,
  });
}
