/**
 * Our server in the production configuration serving a built site, on a
 * SQLite file of its own in `work`: what the site benches load pages from.
 */
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { buildServer } from '../../server/app';
import { loadConfig } from '../../server/config';

export async function serveBuiltSite(
  staticDir: string,
  work: string,
  name = 'bench',
): Promise<{ app: FastifyInstance; origin: string }> {
  const config = loadConfig({
    ...process.env,
    PAYMENT_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${path.join(work, `${name}.sqlite`)}`,
    STATIC_DIR: path.resolve(staticDir),
    OUTBOX_DIR: path.join(work, 'outbox'),
    LOG_LEVEL: 'warn',
  });
  const app = await buildServer(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server has no port');
  return { app, origin: `http://127.0.0.1:${address.port}` };
}

/** A folder served as plain files (the bare React page, which is no build of our site). */
export async function serveStaticFiles(
  dir: string,
): Promise<{ app: FastifyInstance; origin: string }> {
  const app = Fastify();
  await app.register(fastifyStatic, { root: path.resolve(dir) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server has no port');
  return { app, origin: `http://127.0.0.1:${address.port}` };
}
