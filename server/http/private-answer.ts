/**
 * Answers that hold personal data or a secret (staff answers, a booking, a
 * calendar feed) are kept by no cache on the way, shared or the browser's.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const PRIVATE_NO_STORE = 'private, no-store';

/** An onRequest hook (also for the route's own refusals, 401 and 404 included). */
export async function privateAnswer(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('Cache-Control', PRIVATE_NO_STORE);
}
