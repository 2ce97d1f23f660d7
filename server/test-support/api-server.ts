/**
 * The whole API (no site, unless `staticDir` names a build) on an ephemeral port over an isolated test database
 * (SQLite, or PostgreSQL with TEST_DATABASE_URL), in the sandbox configuration.
 * Pass `payments` to use a fake gateway; by default the real Authorize.net
 * client talks to the sandbox gateway hosted by the same server.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildServer } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import type { PaymentGateway } from '../payments/gateway';
import { capturedLog, startedForTheFile } from './for-the-file';
import { listenOnFreePort } from './listen';
import { createTestDatabase, type TestDatabase } from './test-database';
import { testClockEnv } from '../../tests/test-support/test-clock';

export interface ApiTestServer {
  baseUrl: string;
  app: FastifyInstance;
  config: ServerConfig;
  database: TestDatabase;
  close(): Promise<void>;
}

export async function startApiServer(
  options: {
    payments?: PaymentGateway;
    env?: NodeJS.ProcessEnv;
    now?: () => Date;
    wait?: (ms: number) => Promise<void>;
    logStream?: NodeJS.WritableStream;
    /** A build to serve as the site (server/site/test-support/built-site.ts). */
    staticDir?: string;
    /** Told of every answer once sent (e.g. to read `reply.elapsedTime`). */
    onAnswer?: (request: FastifyRequest, reply: FastifyReply) => void;
  } = {},
): Promise<ApiTestServer> {
  const database = await createTestDatabase();
  const config = loadConfig({
    PAYMENT_ENV: 'sandbox',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    WRITE_RATE_LIMIT: '10000',
    SEARCH_RATE_LIMIT: '10000',
    ANET_TIMEOUT_MS: '5000',
    SANDBOX_SLOW_ANSWER_MS: '3000',
    // The tests' clock (TEST_NOW), unless a test passes its own `now`.
    ...testClockEnv(),
    ...(options.staticDir && { STATIC_DIR: options.staticDir }),
    ...options.env,
  });
  const app = await buildServer(config, {
    withSite: options.staticDir !== undefined,
    db: database.db,
    ...(options.payments && { payments: options.payments }),
    ...(options.now && { now: options.now }),
    ...(options.wait && { wait: options.wait }),
    ...(options.logStream && { logStream: options.logStream }),
  });
  const { onAnswer } = options;
  if (onAnswer) app.addHook('onResponse', async (request, reply) => onAnswer(request, reply));
  const baseUrl = await listenOnFreePort(app, config);
  return {
    baseUrl,
    app,
    config,
    database,
    async close() {
      // Drop keep-alive sockets too (the sandbox's late answers may still hold one).
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await database.close();
    },
  };
}

/** The test file's server, logging at debug level into `lines` (for tests that search the log). */
export function debugLoggingServerForTheFile(): { server: ApiTestServer; lines: string[] } {
  const { lines, stream } = capturedLog();
  const server = startedForTheFile(() =>
    startApiServer({ env: { LOG_LEVEL: 'debug' }, logStream: stream }),
  );
  return { server, lines };
}
