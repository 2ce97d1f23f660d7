/**
 * Limits on write endpoints, keyed by the client address (`request.ip`: the
 * address the trusted proxy saw, see TRUST_PROXY in server/config/env-schema.ts):
 *
 * - per route: @fastify/rate-limit (registered with `global: false`),
 *   config.writeRateLimit requests per minute per address on each write route;
 * - over all write routes together: config.writeBudget requests per minute per
 *   address, so one client cannot spend the per-route limit on every route.
 *
 * Each write route opts into both with `writeRateLimit(config)` in its options.
 * Reads that cost (the birth-star and place searches) and the webhook count with
 * limiters made by `createLimiter` through `enforceLimit`.
 * Every count is kept in the database (rate-limit-store.ts), so N servers on one
 * database limit as one.
 */
import rateLimit, { type CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import type { ServerDeps } from '../deps';
import { ApiError } from './errors';
import { databaseRateLimitStore, type NamedLimit } from './rate-limit-store';

const WINDOW_MS = 60_000;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

export async function registerRateLimit(
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'config' | 'db' | 'now'>,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(deps.db, deps.now),
  });
  registerWriteBudget(app, deps.config.writeBudget);
}

function registerWriteBudget(app: FastifyInstance, budget: number): void {
  const limiter = createLimiter(app, 'write-budget', { max: budget, timeWindow: WINDOW_MS });
  app.addHook('onRequest', async (request, reply) => {
    const routeConfig = request.routeOptions.config as { writeBudget?: boolean };
    if (!routeConfig.writeBudget) return;
    await enforceLimit(limiter, request, reply);
  });
}

/**
 * `app.createRateLimit` with a name: the count is kept under `bucket`, shared by
 * every server, and apart from every other limiter's (the store refuses a limiter
 * without one).
 */
export function createLimiter(
  app: FastifyInstance,
  bucket: string,
  options: CreateRateLimitOptions,
): Limiter {
  const named: CreateRateLimitOptions & NamedLimit = { ...options, bucket };
  return app.createRateLimit(named);
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

/** Counts a request with a limiter of `createLimiter`; 429 RATE_LIMITED past its max. */
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
  const limiter = createLimiter(app, 'search', {
    max: config.searchRateLimit,
    timeWindow: WINDOW_MS,
  });
  return {
    onRequest: (request: FastifyRequest, reply: FastifyReply) =>
      enforceLimit(limiter, request, reply),
  };
}
