/** The astrology booking API (registered by server/app.ts). */
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../deps';

export async function registerAstroRoutes(
  _app: FastifyInstance,
  _deps: ServerDeps,
): Promise<void> {}
