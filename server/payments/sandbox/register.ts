/**
 * The sandbox configuration's local gateway: Authorize.net's JSON API, the
 * AcceptUI stand-in, the hosted payment and profile pages and the sandbox's controls, on
 * this server. Loaded by ../routes.ts with a dynamic import, and only when
 * PAYMENT_ENV=sandbox, so the production server's entry does not hold it
 * (the server build puts it in a chunk of its own).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerDeps } from '../../deps';
import type { PaymentTables } from '../tables';
import { registerAcceptUiRoutes } from './acceptui-route';
import { registerSandboxControls } from './control-routes';
import { registerGatewayRoute } from './gateway-route';
import { registerHostedPage } from './hosted-page';
import { registerHostedProfilePage } from './hosted-profile-page';
import { createLedger } from './ledger';
import { createProfileLedger } from './profile-ledger';
import { ensureSandboxTables } from './tables-setup';

export interface SandboxGatewayOptions {
  /** Delay of the sandbox's "slow answer" fault (ms). */
  slowAnswerMs: number;
  /** How often the sandbox closes a settlement batch (ms). */
  settleIntervalMs: number;
}

export async function registerSandboxGateway(
  app: FastifyInstance,
  deps: ServerDeps,
  options: SandboxGatewayOptions,
): Promise<void> {
  await ensureSandboxTables(deps.db);
  // Database extends PaymentTables; Kysely's types are invariant, so narrow the view here.
  const db = deps.db as unknown as Kysely<PaymentTables>;
  const ctx = {
    ledger: createLedger(db),
    profiles: createProfileLedger(db),
    now: deps.now,
    credentials: {
      apiLoginId: deps.config.anet.apiLoginId,
      transactionKey: deps.config.anet.transactionKey,
      clientKey: deps.config.anet.clientKey,
    },
    settings: { transactionDetailsApi: process.env.SANDBOX_TRANSACTION_DETAILS !== 'off' },
  };
  await registerGatewayRoute(app, ctx, { slowAnswerMs: options.slowAnswerMs });
  registerAcceptUiRoutes(app, deps.now);
  await registerHostedPage(app, ctx);
  await registerHostedProfilePage(app, ctx);
  registerSandboxControls(app, ctx, {
    settleIntervalMs: options.settleIntervalMs,
    signatureKey: deps.config.anet.signatureKey,
  });
}
