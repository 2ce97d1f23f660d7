import type { FastifyRequest } from 'fastify';

/** Whether a request's Origin is the site's own (a change asked from our pages, not another site's). */
export function sameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  const allowed = [new URL(publicUrl).origin, `${request.protocol}://${request.host}`];
  return allowed.includes(origin);
}
