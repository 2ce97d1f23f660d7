/**
 * GET /puja-web-v2/api/payments/status/<order|booking>/<reference>: the
 * payment status of an order or a booking, in the one vocabulary. The payment
 * machine polls it while a payment is UNKNOWN; an open payment is looked up at
 * the gateway on the way (reconcilePayments for that subject alone), so the
 * visitor learns the outcome as soon as the gateway knows it. Only the status
 * word is given out, never amounts or names.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '../../domain/constants';
import type { ServerDeps } from '../deps';
import { ApiError, validationErrorFromIssues } from '../http';
import { latestAttempt, reconcilePayments, type SubjectKind } from './attempts';
import { OPEN_STATUSES, type PaymentStatus } from './attempts/vocabulary';

const params = z.object({
  kind: z.enum(['order', 'booking']),
  ref: z.string().regex(/^[A-Z0-9-]{4,40}$/i, 'Not an order number or booking code'),
});

const KINDS: Record<'order' | 'booking', SubjectKind> = { order: 'ORDER', booking: 'BOOKING' };

export function registerPaymentStatusRoute(app: FastifyInstance, deps: ServerDeps): void {
  app.get(
    `${API_PATHS.paymentStatus}/:kind/:ref`,
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const parsed = params.safeParse(request.params);
      if (!parsed.success) throw validationErrorFromIssues(parsed.error.issues);
      const subject = { kind: KINDS[parsed.data.kind], ref: parsed.data.ref.toUpperCase() };
      let attempt = await latestAttempt(deps.db, subject);
      if (!attempt) throw new ApiError(404, 'NOT_FOUND', 'No payment for that reference');
      if (OPEN_STATUSES.includes(attempt.status as PaymentStatus)) {
        await reconcilePayments(deps, { subject, log: request.log });
        attempt = (await latestAttempt(deps.db, subject)) ?? attempt;
      }
      reply.header('Cache-Control', 'no-store');
      return { status: attempt.status, attempt: attempt.attempt };
    },
  );
}
