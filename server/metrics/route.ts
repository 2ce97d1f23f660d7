/**
 * GET /metrics in Prometheus' text format, for the scraper only: it needs
 * `Authorization: Bearer <METRICS_TOKEN>` (401 without it or with another);
 * with no METRICS_TOKEN set the route answers 404 and nothing is counted.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../deps';
import { ApiError } from '../http';
import { createMetrics, type ServerMetrics } from './registry';

export const METRICS_PATH = '/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (\S+)$/i.exec(header ?? '')?.[1];
  // Equal-length digests: the comparison takes as long whatever was sent.
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** Registers GET /metrics; gives the metrics when METRICS_TOKEN is set. */
export function registerMetrics(app: FastifyInstance, deps: ServerDeps): ServerMetrics | undefined {
  const token = deps.config.metricsToken;
  if (!token) {
    app.get(METRICS_PATH, async () => {
      throw new ApiError(404, 'NOT_FOUND', `No API route GET ${METRICS_PATH}`);
    });
    return undefined;
  }
  const metrics = createMetrics(deps);
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw URL: unmatched paths share one label.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get(METRICS_PATH, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new ApiError(401, 'UNAUTHORIZED', 'The metrics need their bearer token');
    }
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
  return metrics;
}
