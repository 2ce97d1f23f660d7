/** A test server's listening: on a free port of this machine only. */
import type { FastifyInstance } from 'fastify';

/**
 * Starts `app` listening on a free local port; its base URL, which becomes
 * `config`'s public URL when given (the links the server writes point at it).
 */
export async function listenOnFreePort(
  app: FastifyInstance,
  config?: { publicUrl: string },
): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  if (config) config.publicUrl = baseUrl;
  return baseUrl;
}
