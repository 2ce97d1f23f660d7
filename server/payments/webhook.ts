/**
 * Authorize.net webhooks: POST /puja-web-v2/api/anet/webhook. The body is
 * trusted only when `X-ANET-Signature: sha512=<HEX>` equals the HMAC-SHA512
 * of the raw body bytes keyed with the signature key; then the notification
 * is handed to the hook the order code supplied (reconciliation), and the
 * answer is 200 so Authorize.net does not retry it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_BASE } from '../../domain/constants';
import type { ServerConfig } from '../config';
import { toFieldErrors } from '../../domain/api-error';
import { createLimiter, enforceLimit } from '../http';
import {
  jsonNestsDeeperThan,
  MAX_JSON_DEPTH,
  nulError,
  pathOfNul,
  tooDeepError,
  validationError,
} from '../http';

export const ANET_WEBHOOK_PATH = `${API_BASE}/api/anet/webhook`;
/** Authorize.net's notifications are a few hundred bytes. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

const notificationSchema = z.object({
  notificationId: z.string().min(1),
  eventType: z.string().min(1),
  eventDate: z.string(),
  webhookId: z.string(),
  payload: z
    .object({
      entityName: z.string().optional(),
      id: z.string().optional(),
      responseCode: z.number().optional(),
      authCode: z.string().optional(),
      authAmount: z.number().optional(),
      merchantReferenceId: z.string().optional(),
      invoiceNumber: z.string().optional(),
    })
    .loose(),
});

export type AnetNotification = z.infer<typeof notificationSchema>;

/** Called once per verified notification; Authorize.net may deliver one more than once. */
export type PaymentNotificationHook = (notification: AnetNotification) => Promise<void>;

/**
 * The webhook's limits, counted only after the signature is checked, so that
 * forged posts cannot spend what Authorize.net's deliveries need:
 * - signed posts: one bucket for every sender together (the gateway delivers
 *   from a few shared addresses), apart from the visitors' write limits;
 * - unsigned or forged posts: a bucket per client address, as large.
 */
function webhookLimits(scope: FastifyInstance, config: ServerConfig) {
  const common = { max: config.webhookRateLimit, timeWindow: 60_000 };
  const genuine = createLimiter(scope, 'anet-webhook', {
    ...common,
    keyGenerator: () => 'anet-webhook',
  });
  const forged = createLimiter(scope, 'anet-webhook-forged', {
    ...common,
    keyGenerator: (request) => `anet-webhook-forged:${request.ip}`,
  });
  return {
    genuine: (request: FastifyRequest, reply: FastifyReply) =>
      enforceLimit(genuine, request, reply),
    forged: (request: FastifyRequest, reply: FastifyReply) => enforceLimit(forged, request, reply),
  };
}

export function anetSignature(rawBody: Buffer | string, signatureKey: string): string {
  return createHmac('sha512', signatureKey).update(rawBody).digest('hex').toUpperCase();
}

export function verifyAnetSignature(
  rawBody: Buffer,
  header: string | undefined,
  signatureKey: string,
): boolean {
  const match = /^sha512=([0-9a-f]{128})$/i.exec(header?.trim() ?? '');
  if (!match?.[1] || !signatureKey) return false;
  const expected = Buffer.from(anetSignature(rawBody, signatureKey), 'utf8');
  const given = Buffer.from(match[1].toUpperCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The verified body as a notification, or a 400 naming what is wrong with it. */
function parseNotification(text: string): AnetNotification {
  if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) throw tooDeepError();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw validationError([{ path: '(body)', message: 'The body is not valid JSON' }]);
  }
  const nul = pathOfNul(json);
  if (nul) throw nulError(nul);
  const parsed = notificationSchema.safeParse(json);
  if (!parsed.success) {
    throw validationError(toFieldErrors(parsed.error.issues), 'Not a notification.');
  }
  return parsed.data;
}

export async function registerWebhookRoute(
  app: FastifyInstance,
  config: ServerConfig,
  hook: PaymentNotificationHook | undefined,
): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the exact bytes, so the body is kept raw and parsed here.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    const limits = webhookLimits(scope, config);
    scope.post(ANET_WEBHOOK_PATH, { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-anet-signature'];
      if (
        !verifyAnetSignature(
          raw,
          typeof signature === 'string' ? signature : undefined,
          config.anet.signatureKey,
        )
      ) {
        await limits.forged(request, reply);
        request.log.warn('anet webhook refused: bad signature');
        return reply.code(401).send({ error: { code: 'SIGNATURE', message: 'Bad signature.' } });
      }
      await limits.genuine(request, reply);
      const notification = parseNotification(raw.toString('utf8'));
      request.log.info(
        {
          notificationId: notification.notificationId,
          eventType: notification.eventType,
          transId: notification.payload.id,
        },
        'anet webhook received',
      );
      await hook?.(notification);
      return reply.code(200).send({ received: true });
    });
  });
}
