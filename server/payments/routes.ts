/**
 * Payment routes: the public payment configuration, and in the sandbox
 * configuration the local gateway and the Accept.js stand-in.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../deps';

export async function registerPaymentRoutes(
  _app: FastifyInstance,
  _deps: ServerDeps,
): Promise<void> {}
