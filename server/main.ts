/**
 * `npm run serve`: the server with its background jobs (mail outbox worker,
 * payment reconciliation, date top-ups). Migrations and the catalog seed run
 * inside buildServer before it listens.
 */
import { ConfigError, loadStartableConfig, sandboxWarning, type ServerConfig } from './config';

/** One problem on one line; several as a list (production names every one it refuses). */
function refusal(error: unknown): string {
  if (!(error instanceof ConfigError))
    return error instanceof Error ? error.message : String(error);
  const [only, ...more] = error.problems;
  if (more.length === 0) return only ?? error.message;
  return [
    `${error.problems.length} problems in the configuration:`,
    ...error.problems.map((p) => `- ${p}`),
  ].join('\n');
}

function startableConfig(): ServerConfig {
  try {
    return loadStartableConfig();
  } catch (error) {
    // A clear message instead of a stack trace: the operator has settings to fix.
    console.error(`Not starting: ${refusal(error)}`);
    process.exit(1);
  }
}

const config = startableConfig();
const warning = sandboxWarning(config);
if (warning) console.warn(warning);
// Imported after the check, so a refused start says so at once.
const { buildServer } = await import('./app');
const app = await buildServer(config, {
  withSite: config.serveSite,
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
