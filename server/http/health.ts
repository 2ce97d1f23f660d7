/** GET /puja-web-v2/api/health: 200 when the server answers and its database does. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { API_BASE } from '../../domain/constants';
import type { ServerDeps } from '../deps';
import { ApiError } from './errors';

export const HEALTH_PATH = `${API_BASE}/api/health`;

export function registerHealthRoute(app: FastifyInstance, deps: ServerDeps): void {
  app.get(HEALTH_PATH, async (request, reply) => {
    try {
      await sql`select 1`.execute(deps.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new ApiError(503, 'UNAVAILABLE', 'The database does not answer');
    }
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });
}
