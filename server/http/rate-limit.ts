/**
 * Rate limits for write endpoints (@fastify/rate-limit, registered with
 * `global: false`). Each write route opts in with `writeRateLimit(config)`
 * in its route options: config.writeRateLimit requests per minute per IP.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
}

/** Spread into a route's options: `app.post(path, { ...writeRateLimit(config) }, handler)`. */
export function writeRateLimit(config: ServerConfig) {
  return {
    config: { rateLimit: { max: config.writeRateLimit, timeWindow: '1 minute' } },
  } as const;
}
