/**
 * `npm run serve`: the server with its background jobs (mail outbox worker,
 * payment reconciliation, date top-ups). Migrations and the catalog seed run
 * inside buildServer before it listens.
 */
import { loadConfig } from './config';
import { buildServer } from './app';

const config = loadConfig();
const app = await buildServer(config, {
  withSite: process.env.SERVE_SITE !== 'false',
  backgroundJobs: true,
});

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  // In-flight requests get 10 s to finish; then lingering keep-alive sockets are dropped.
  setTimeout(() => app.server.closeAllConnections(), 10_000).unref();
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
