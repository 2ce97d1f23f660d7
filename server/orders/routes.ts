/**
 * The four order submission endpoints. Contract (docs/api.md): 201 PAID,
 * 202 UNDER_REVIEW, 402/422 DECLINED (resubmit with a new Idempotency-Key and
 * `orderNumber`), 504 UNKNOWN (poll the payment status), 400 VALIDATION
 * naming every bad field.
 */
import type { FastifyInstance } from 'fastify';
import { ORDER_KINDS, ORDER_SUBMIT_PATHS, type OrderKind } from '../../domain/constants';
import { orderPayloadSchemas } from '../../domain/order-payload';
import type { ServerDeps } from '../deps';
import {
  hashRequest,
  readIdempotencyKey,
  runIdempotent,
  validationErrorFromIssues,
  writeRateLimit,
  BODY_LIMITS,
} from '../http';
import { idempotencyLeaseMs } from '../payments';
import { submitOrder } from './submit';

export async function registerOrderRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  for (const kind of ORDER_KINDS) {
    const path = ORDER_SUBMIT_PATHS[kind];
    app.post(
      path,
      { ...writeRateLimit(deps.config), bodyLimit: BODY_LIMITS.order },
      async (request, reply) => {
        const idempotencyKey = readIdempotencyKey(request.headers['idempotency-key']);
        const parsed = orderPayloadSchemas(deps.now)[kind as OrderKind].safeParse(request.body);
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
                leaseMs: idempotencyLeaseMs(deps.config.anet.timeoutMs),
              },
              work,
            )
          : await work();
        return reply.code(answer.statusCode).send(answer.body);
      },
    );
  }
}
