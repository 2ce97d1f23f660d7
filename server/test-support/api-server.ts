/**
 * The whole API (no site, unless `staticDir` names a build) on an ephemeral port over an isolated test database
 * (SQLite, or PostgreSQL with TEST_DATABASE_URL), in the sandbox configuration.
 * Pass `payments` to use a fake gateway; by default the real Authorize.net
 * client talks to the sandbox gateway hosted by the same server.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { expect } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildServer } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import type { PaymentGateway } from '../payments/gateway';
import { capturedLog, startedForTheFile } from './for-the-file';
import { listenOnFreePort } from './listen';
import { answerChecker, type Document } from './openapi-answers';
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
  const mismatches = checkAnswersAgainstDocument(app);
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
      if (mismatches.length > 0) {
        throw new Error(`Answers the OpenAPI document does not allow:\n${mismatches.join('\n')}`);
      }
    },
  };
}

/**
 * Every JSON answer checked against the document (./openapi-answers.ts): a
 * mismatch fails the test that asked (a soft expectation, so the answer itself
 * still reaches the test unchanged), and the file at close for answers given
 * outside a test. The check never throws inside the server: a body that is not
 * JSON where the document promises JSON is a mismatch like any other.
 */
/** An answer's text: a string, or a body sent ready-made (the prefs' cache, compressed); null for a stream. */
function answerText(payload: unknown, encoding: string): string | null {
  if (typeof payload === 'string') return payload;
  if (!Buffer.isBuffer(payload)) return null;
  if (encoding === 'br') return brotliDecompressSync(payload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(payload).toString('utf8');
  return encoding === '' || encoding === 'identity' ? payload.toString('utf8') : null;
}

function checkAnswersAgainstDocument(app: FastifyInstance): string[] {
  const outsideTests: string[] = [];
  let checker: ReturnType<typeof answerChecker> | undefined;
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const text = answerText(payload, String(reply.getHeader('content-encoding') ?? ''));
    if (text === null || !type.startsWith('application/json')) return payload;
    if (request.method === 'HEAD' || !request.routeOptions.url) return payload;
    checker ??= answerChecker(app.swagger() as Document);
    const problems = checker.problemsOfText(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      text,
    );
    if (problems.length === 0) return payload;
    if (expect.getState().currentTestName === undefined) outsideTests.push(...problems);
    else expect.soft(problems, 'answers the OpenAPI document does not allow').toEqual([]);
    return payload;
  });
  return outsideTests;
}

/** The test file's server, logging at debug level into `lines` (for tests that search the log). */
export function debugLoggingServerForTheFile(): { server: ApiTestServer; lines: string[] } {
  const { lines, stream } = capturedLog();
  const server = startedForTheFile(() =>
    startApiServer({ env: { LOG_LEVEL: 'debug' }, logStream: stream }),
  );
  return { server, lines };
}
