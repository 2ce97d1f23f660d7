/**
 * For the payment tests: a bare Fastify server on an ephemeral port with the
 * payment routes (sandbox configuration) over an isolated test database, a
 * movable clock, and helpers that talk to the sandbox gateway as Accept.js does.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, type ServerConfig } from '../../config';
import type { ServerDeps } from '../../deps';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { listenOnFreePort } from '../../test-support/listen';
import { SANDBOX_GATEWAY_PATH } from '../../../domain/environments';
import { parseAnetJson } from '../anet-format';
import { createAnetClient, type AnetClientOptions } from '../anet-client';
import type { PaymentGateway } from '../gateway';
import { registerRateLimit } from '../../http/rate-limit';
import { registerPaymentRoutes } from '../routes';
import { HOSTED_FORM_URLS, HOSTED_PROFILE_FORM_URLS } from '../index';
import { PAYMENT_SUBJECTS } from '../../payment-subjects';
import { testNowMs } from '../../../tests/test-support/test-clock';
import { futureExpirationDate } from '../../../tests/test-support/test-card';

export interface PaymentTestServer {
  baseUrl: string;
  gatewayUrl: string;
  config: ServerConfig;
  database: TestDatabase;
  /** The sandbox's clock: the tests' clock (TEST_NOW) plus what advanceClock added. */
  now(): Date;
  /** Moves the sandbox's clock forward. */
  advanceClock(ms: number): void;
  client(overrides?: Partial<AnetClientOptions>): PaymentGateway;
  /** Posts a raw JSON API request; returns the raw bytes and the parsed answer. */
  rawRequest(body: unknown): Promise<{ bytes: Uint8Array; json: Record<string, unknown> }>;
  /** A payment nonce for a card, obtained like Accept.js does. */
  nonceFor(card: {
    number: string;
    expiration?: string;
    cardCode?: string;
    zip?: string;
  }): Promise<string>;
  /** Stops the HTTP server (the database stays, for restart tests). */
  stop(): Promise<void>;
  close(): Promise<void>;
}

export async function startPaymentTestServer(
  options: {
    slowAnswerMs?: number;
    database?: TestDatabase;
    /** Where the server's logs go (every level), for tests that read them. */
    logStream?: { write(line: string): void };
  } = {},
): Promise<PaymentTestServer> {
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({ PAYMENT_ENV: 'sandbox', PORT: '0', LOG_LEVEL: 'silent' });
  // The tests' clock (TEST_NOW), moved on by advanceClock.
  let offsetMs = 0;
  const now = () => new Date(testNowMs() + offsetMs);
  let gatewayUrl = '';
  const payments = createAnetClient({
    apiUrl: () => gatewayUrl,
    apiLoginId: config.anet.apiLoginId,
    transactionKey: config.anet.transactionKey,
    timeoutMs: config.anet.timeoutMs,
    hostedFormUrl: HOSTED_FORM_URLS.sandbox,
    hostedProfileFormUrl: HOSTED_PROFILE_FORM_URLS.sandbox,
    now,
  });
  const deps: ServerDeps = {
    config,
    db: database.db,
    payments,
    now,
    paymentSubjects: PAYMENT_SUBJECTS,
  };
  const app: FastifyInstance = Fastify({
    logger: options.logStream ? { level: 'trace', stream: options.logStream } : false,
  });
  // The webhook counts its posts with the server's rate-limit plugin.
  await registerRateLimit(app, deps);
  await registerPaymentRoutes(app, deps, { slowAnswerMs: options.slowAnswerMs ?? 5_000 });
  const baseUrl = await listenOnFreePort(app);
  gatewayUrl = `${baseUrl}${SANDBOX_GATEWAY_PATH}`;

  const rawRequest = async (body: unknown) => {
    const response = await fetch(gatewayUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const json = parseAnetJson(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes));
    return { bytes, json: json as Record<string, unknown> };
  };

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await app.close();
  };

  return {
    baseUrl,
    gatewayUrl,
    config,
    database,
    now,
    advanceClock(ms) {
      offsetMs += ms;
    },
    client(overrides = {}) {
      return createAnetClient({
        apiUrl: gatewayUrl,
        apiLoginId: config.anet.apiLoginId,
        transactionKey: config.anet.transactionKey,
        timeoutMs: 5_000,
        hostedFormUrl: HOSTED_FORM_URLS.sandbox,
        hostedProfileFormUrl: HOSTED_PROFILE_FORM_URLS.sandbox,
        now,
        ...overrides,
      });
    },
    rawRequest,
    async nonceFor(card) {
      const { json } = await rawRequest({
        securePaymentContainerRequest: {
          merchantAuthentication: {
            name: config.anet.apiLoginId,
            clientKey: config.anet.clientKey,
          },
          data: {
            type: 'TOKEN',
            id: crypto.randomUUID(),
            token: {
              cardNumber: card.number,
              expirationDate: card.expiration ?? futureExpirationDate(),
              ...(card.cardCode !== undefined && { cardCode: card.cardCode }),
              ...(card.zip !== undefined && { zip: card.zip }),
            },
          },
        },
      });
      const opaque = json.opaqueData as { dataValue?: string } | undefined;
      if (!opaque?.dataValue) throw new Error(`no nonce: ${JSON.stringify(json.messages)}`);
      return opaque.dataValue;
    },
    stop,
    async close() {
      await stop();
      if (!options.database) await database.close();
    },
  };
}
