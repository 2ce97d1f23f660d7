/**
 * `npm run serve`: the server with its background jobs (mail outbox worker,
 * payment reconciliation, date top-ups). Migrations and the catalog seed run
 * inside buildServer before it listens.
 */
import { assertStartable, loadConfig, sandboxWarning, type ServerConfig } from './config';

function startableConfig(): ServerConfig {
  try {
    const loaded = loadConfig();
    assertStartable(loaded);
    return loaded;
  } catch (error) {
    // One clear line instead of a stack trace: the operator has a setting to fix.
    console.error(`Not starting: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

const config = startableConfig();
const warning = sandboxWarning(config);
if (warning) console.warn(warning);
// Imported after the check, so a refused start says so at once.
const { buildServer } = await import('./app');
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
