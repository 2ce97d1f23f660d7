/**
 * Limits on write endpoints, keyed by the client address (`request.ip`: the
 * address the trusted proxy saw, see TRUST_PROXY in server/config.ts):
 *
 * - per route: @fastify/rate-limit (registered with `global: false`),
 *   config.writeRateLimit requests per minute per address on each write route;
 * - over all write routes together: config.writeBudget requests per minute per
 *   address, so one client cannot spend the per-route limit on every route.
 *
 * Each write route opts into both with `writeRateLimit(config)` in its options.
 * Reads that cost (the birth-star and place searches) and the webhook count with
 * limiters of `app.createRateLimit` through `enforceLimit`.
 * Counts live in this process: N servers behind a proxy allow N times as much.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { ApiError } from './errors';

const WINDOW_MS = 60_000;

export async function registerRateLimit(app: FastifyInstance, config: ServerConfig): Promise<void> {
  await app.register(rateLimit, { global: false });
  registerWriteBudget(app, config.writeBudget);
}

function registerWriteBudget(app: FastifyInstance, budget: number): void {
  // Windows are durations, on the monotonic clock; the first request opens the first one.
  let windowStart = -Infinity;
  let used = new Map<string, number>();
  app.addHook('onRequest', async (request, reply) => {
    const routeConfig = request.routeOptions.config as { writeBudget?: boolean };
    if (!routeConfig.writeBudget) return;
    const now = performance.now();
    if (now - windowStart >= WINDOW_MS) {
      // A fixed window: every count starts again, and the map never outgrows one minute.
      windowStart = now;
      used = new Map();
    }
    const count = (used.get(request.ip) ?? 0) + 1;
    used.set(request.ip, count);
    if (count > budget) {
      reply.header('Retry-After', Math.ceil((windowStart + WINDOW_MS - now) / 1000));
      throw new ApiError(
        429,
        'RATE_LIMITED',
        'Too many requests: please wait a minute and try again',
      );
    }
  });
}

/** Spread into a route's options: `app.post(path, { ...writeRateLimit(config) }, handler)`. */
export function writeRateLimit(config: ServerConfig) {
  return {
    config: {
      rateLimit: { max: config.writeRateLimit, timeWindow: '1 minute' },
      writeBudget: true,
    },
  } as const;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Counts a request with a limiter of `app.createRateLimit`; 429 RATE_LIMITED past its max. */
export async function enforceLimit(
  limiter: Limiter,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const verdict = await limiter(request);
  if (verdict.isAllowed || !verdict.isExceeded) return;
  reply.header('Retry-After', verdict.ttlInSeconds);
  throw new ApiError(429, 'RATE_LIMITED', 'Too many requests: please wait a minute and try again');
}

/**
 * Route options of the birth-star and place searches (about 80 ms of CPU each):
 * config.searchRateLimit a minute per client address, one count for both.
 */
export function searchRateLimit(app: FastifyInstance, config: ServerConfig) {
  const limiter = app.createRateLimit({ max: config.searchRateLimit, timeWindow: WINDOW_MS });
  return {
    onRequest: (request: FastifyRequest, reply: FastifyReply) =>
      enforceLimit(limiter, request, reply),
  };
}
