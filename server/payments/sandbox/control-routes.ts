/**
 * The sandbox's stand-ins for what happens outside the API: the processor
 * closing settlement batches (on a schedule, and on demand), the merchant
 * deciding a held charge in the merchant interface (followed, like
 * Authorize.net, by a signed fraud webhook), and the merchant's Transaction
 * Details API setting. Sandbox configuration only; each call needs the
 * sandbox's transaction key.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError, validationErrorFromIssues } from '../../http';
import { anetSignature, ANET_WEBHOOK_PATH } from '../webhook';
import type { SandboxContext } from './handler-context';
import { SANDBOX_CONTROL_PATHS } from './paths';

export interface ControlOptions {
  /** How often a batch closes by itself (ms); 0 turns the schedule off. */
  settleIntervalMs: number;
  /** Signs the fraud webhooks the sandbox delivers to our own endpoint ('' = none). */
  signatureKey: string;
}

const keyed = z.object({ transactionKey: z.string() });
const reviewBody = keyed.extend({
  transId: z.string().min(1).max(20),
  decision: z.enum(['approve', 'decline']),
  notify: z.boolean().default(true),
});
const settingsBody = keyed.extend({ transactionDetailsApi: z.boolean() });

function parse<T>(schema: z.ZodType<T>, value: unknown, ctx: SandboxContext): T {
  const result = schema.safeParse(value);
  if (!result.success) throw validationErrorFromIssues(result.error.issues);
  const key = (result.data as { transactionKey: string }).transactionKey;
  if (key !== ctx.credentials.transactionKey) {
    throw new ApiError(401, 'SANDBOX_KEY', 'The sandbox transaction key is required.');
  }
  return result.data;
}

export function registerSandboxControls(
  app: FastifyInstance,
  ctx: SandboxContext,
  options: ControlOptions,
): void {
  const settle = () => ctx.ledger.settleBatch(ctx.now().toISOString());

  app.post(SANDBOX_CONTROL_PATHS.settle, async (request) => {
    parse(keyed, request.body, ctx);
    return { batchId: await settle() };
  });

  app.post(SANDBOX_CONTROL_PATHS.review, async (request) => {
    const body = parse(reviewBody, request.body, ctx);
    const approve = body.decision === 'approve';
    if (!(await ctx.ledger.decideReview(body.transId, approve))) {
      throw new ApiError(409, 'NOT_HELD', 'That transaction is not held for review.');
    }
    const row = await ctx.ledger.getTransaction(body.transId);
    let delivered: number | null = null;
    if (body.notify && options.signatureKey && row) {
      const payload = JSON.stringify({
        notificationId: randomUUID(),
        eventType: `net.authorize.payment.fraud.${approve ? 'approved' : 'declined'}`,
        eventDate: ctx.now().toISOString(),
        webhookId: 'sandbox-webhook',
        payload: {
          responseCode: approve ? 1 : 2,
          authCode: row.auth_code,
          authAmount: row.amount_cents / 100,
          merchantReferenceId: row.ref_id ?? '',
          invoiceNumber: row.invoice_number ?? '',
          entityName: 'transaction',
          id: row.trans_id,
        },
      });
      const response = await app.inject({
        method: 'POST',
        url: ANET_WEBHOOK_PATH,
        headers: {
          'content-type': 'application/json',
          'x-anet-signature': `sha512=${anetSignature(payload, options.signatureKey)}`,
        },
        payload,
      });
      delivered = response.statusCode;
    }
    return { transId: body.transId, status: row?.status ?? null, webhookStatus: delivered };
  });

  app.post(SANDBOX_CONTROL_PATHS.settings, async (request) => {
    const body = parse(settingsBody, request.body, ctx);
    ctx.settings.transactionDetailsApi = body.transactionDetailsApi;
    return { transactionDetailsApi: ctx.settings.transactionDetailsApi };
  });

  if (options.settleIntervalMs > 0) {
    const timer = setInterval(() => {
      settle().catch((error: unknown) =>
        app.log.error({ err: error }, 'sandbox settlement failed'),
      );
    }, options.settleIntervalMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
