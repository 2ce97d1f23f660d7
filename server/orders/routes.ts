/**
 * The four order submission endpoints and the Accept Hosted token endpoint.
 * Contract (docs/api.md): 201 PAID, 402/422 DECLINED (resubmit with a
 * new Idempotency-Key and `orderNumber`), 502/504 PAYMENT_UNKNOWN, 400
 * VALIDATION naming every bad field.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  API_PATHS,
  ORDER_KINDS,
  ORDER_SUBMIT_PATHS,
  type OrderKind,
} from '../../src/domain/constants';
import { ORDER_PAYLOAD_SCHEMAS } from '../../src/domain/order-payload';
import type { ServerDeps } from '../deps';
import { ApiError, validationErrorFromIssues } from '../http/errors';
import { hashRequest, readIdempotencyKey, runIdempotent } from '../http/idempotency';
import { writeRateLimit } from '../http/rate-limit';
import { ORDER_STATUS, recordHostedAttempt } from './repository';
import { submitOrder } from './submit';

const hostedTokenBody = z.object({
  orderNumber: z.string().regex(/^[A-Z0-9]{1,20}$/, 'Not an order number'),
});

export async function registerOrderRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  for (const kind of ORDER_KINDS) {
    const path = ORDER_SUBMIT_PATHS[kind];
    app.post(path, { ...writeRateLimit(deps.config) }, async (request, reply) => {
      const idempotencyKey = readIdempotencyKey(request.headers['idempotency-key']);
      const parsed = ORDER_PAYLOAD_SCHEMAS[kind as OrderKind].safeParse(request.body);
      if (!parsed.success) throw validationErrorFromIssues(parsed.error.issues);
      const work = () =>
        submitOrder(deps, {
          kind,
          payload: parsed.data,
          idempotencyKey,
          customerIp: request.ip,
          log: request.log,
        });
      const answer = idempotencyKey
        ? await runIdempotent(
            deps.db,
            {
              key: idempotencyKey,
              scope: path,
              requestHash: hashRequest(request.body),
              now: deps.now,
              waitMs: deps.config.anet.timeoutMs * 2 + 10_000,
            },
            work,
          )
        : await work();
      return reply.code(answer.statusCode).send(answer.body);
    });
  }

  app.post(API_PATHS.hostedPaymentToken, { ...writeRateLimit(deps.config) }, async (request) => {
    const parsed = hostedTokenBody.safeParse(request.body);
    if (!parsed.success) throw validationErrorFromIssues(parsed.error.issues);
    const { orderNumber } = parsed.data;
    const order = await deps.db
      .selectFrom('orders')
      .select(['status', 'total_cents', 'customer_email', 'kind'])
      .where('order_number', '=', orderNumber)
      .executeTakeFirst();
    if (!order) throw new ApiError(404, 'NOT_FOUND', 'No such order');
    if (order.status !== ORDER_STATUS.pending && order.status !== ORDER_STATUS.declined) {
      throw new ApiError(409, 'NOT_PAYABLE', `The order is ${order.status}, not awaiting payment`);
    }
    const billing = await deps.db
      .selectFrom('order_addresses')
      .selectAll()
      .where('order_number', '=', orderNumber)
      .where('type', '=', 'BILLING')
      .executeTakeFirst();
    const base = deps.config.publicUrl.replace(/\/$/, '');
    const hosted = await deps.payments.createHostedPaymentToken({
      invoiceNumber: orderNumber,
      amountCents: order.total_cents,
      description: `${order.kind} order ${orderNumber}`,
      customer: { email: order.customer_email },
      billTo: {
        firstName: billing?.first_name ?? '',
        lastName: billing?.last_name ?? '',
        address: billing?.address1 ?? '',
        city: billing?.city ?? '',
        state: billing?.state ?? '',
        zip: billing?.postal_code ?? '',
        country: billing?.country ?? '',
      },
      returnUrl: `${base}/order-a-puja-online?order=${orderNumber}`,
      cancelUrl: `${base}/order-a-puja-online?order=${orderNumber}&cancelled=1`,
    });
    // The gateway charges on its own page: reconciliation watches this order for a day.
    await recordHostedAttempt(deps.db, orderNumber, order.total_cents, deps.now());
    return hosted;
  });
}
