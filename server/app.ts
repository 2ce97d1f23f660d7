/**
 * Builds the whole server: the API and the host of the built site, one origin.
 * `main.ts` starts it; tests build it with their own config.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import type { ServerConfig } from './config';
import { registerSecurityHeaders } from './site/security-headers';
import { hostSite } from './site/host-site';

export interface BuildOptions {
  /** Serve the built site too (tests of the API alone leave it out). */
  withSite?: boolean;
}

export async function buildServer(
  config: ServerConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: true,
  });
  registerSecurityHeaders(app, config.environment);
  await app.register(compress, { global: true, threshold: 1024 });
  if (options.withSite !== false) await hostSite(app, config.staticDir);
  return app;
}
