/** The public payment configuration, and the sandbox routes existing only in the sandbox. */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../domain/constants';
import { SANDBOX_ACCEPTUI_PATH, SANDBOX_GATEWAY_PATH } from '../../domain/environments';
import { contentSecurityPolicy } from '../site/security-headers';
import { loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { createPaymentGateway, localGatewayUrl } from './index';
import { registerRateLimit } from '../http/rate-limit';
import { registerPaymentRoutes } from './routes';
import { PAYMENT_SUBJECTS } from '../payment-subjects';
import { testNow } from '../../tests/test-support/test-clock';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function appFor(env: Record<string, string>) {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  const payments = createPaymentGateway(config, {
    sandboxUrl: () => 'http://127.0.0.1:1',
    now: testNow,
  });
  const app = Fastify();
  await registerRateLimit(app, { config, db: database.db, now: testNow });
  await registerPaymentRoutes(app, {
    config,
    db: database.db,
    payments,
    now: testNow,
    paymentSubjects: PAYMENT_SUBJECTS,
  });
  return { app, config };
}

describe('GET payment-config', () => {
  it('gives the sandbox the local AcceptUI and public values, never the transaction key', async () => {
    const { app } = await appFor({ PAYMENT_ENV: 'sandbox' });
    const response = await app.inject({ method: 'GET', url: API_PATHS.paymentConfig });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      environment: 'sandbox',
      acceptUiUrl: SANDBOX_ACCEPTUI_PATH,
      apiLoginID: 'sandbox-login',
      clientKey: 'sandbox-client-key',
    });
    expect(response.body).not.toContain('sandbox-transaction-key');
    await app.close();
  });

  it('gives production Authorize.net’s script and registers no sandbox routes', async () => {
    const { app } = await appFor({
      PAYMENT_ENV: 'production',
      ANET_API_LOGIN_ID: 'live-login',
      ANET_CLIENT_KEY: 'live-client',
      ANET_TRANSACTION_KEY: 'live-secret',
    });
    const config = await app.inject({ method: 'GET', url: API_PATHS.paymentConfig });
    expect(config.json()).toEqual({
      environment: 'production',
      acceptUiUrl: 'https://js.authorize.net/v3/AcceptUI.js',
      apiLoginID: 'live-login',
      clientKey: 'live-client',
    });
    expect(config.body).not.toContain('live-secret');
    const gateway = await app.inject({ method: 'POST', url: SANDBOX_GATEWAY_PATH, payload: {} });
    expect(gateway.statusCode).toBe(404);
    const script = await app.inject({ method: 'GET', url: SANDBOX_ACCEPTUI_PATH });
    expect(script.statusCode).toBe(404);
    await app.close();
  });
});

describe('the CSP for AcceptUI', () => {
  it('allows AcceptUI’s script and lightbox frame from Authorize.net’s origin of the environment only', () => {
    const directive = (csp: string, name: string) =>
      csp.split('; ').find((entry) => entry.startsWith(`${name} `));
    const preview = contentSecurityPolicy('preview');
    expect(directive(preview, 'script-src')).toBe("script-src 'self' https://jstest.authorize.net");
    expect(directive(preview, 'frame-src')).toContain('https://jstest.authorize.net');
    const production = contentSecurityPolicy('production');
    expect(directive(production, 'script-src')).toBe("script-src 'self' https://js.authorize.net");
    expect(directive(production, 'frame-src')).toContain('https://js.authorize.net');
    expect(production).not.toContain('jstest');
    const sandbox = contentSecurityPolicy('sandbox');
    expect(directive(sandbox, 'script-src')).toBe("script-src 'self'");
    expect(directive(sandbox, 'frame-src')).toBe("frame-src 'self'");
  });
});

describe('createPaymentGateway', () => {
  it('sends the sandbox to our own gateway URL, known only after listen', async () => {
    const config = loadConfig({ PAYMENT_ENV: 'sandbox', LOG_LEVEL: 'silent' });
    const calls: string[] = [];
    let url = '';
    const gateway = createPaymentGateway(config, { sandboxUrl: () => url, now: testNow });
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: string | URL | Request) => {
      calls.push(String(input));
      return new Response(
        '\uFEFF{"messages":{"resultCode":"Error","message":[{"code":"E00040","text":"x"}]}}',
      );
    }) as typeof fetch;
    try {
      url = 'http://127.0.0.1:4567/sandbox-gateway/xml/v1/request.api';
      expect(await gateway.getTransaction('1')).toBeNull();
      const preview = createPaymentGateway(loadConfig({ PAYMENT_ENV: 'preview' }), {
        sandboxUrl: () => 'unused',
        now: testNow,
      });
      await preview.getTransaction('1');
      const overridden = createPaymentGateway(
        loadConfig({ PAYMENT_ENV: 'production', ANET_API_URL: 'http://127.0.0.1:9999/fault' }),
        { sandboxUrl: () => 'unused', now: testNow },
      );
      await overridden.getTransaction('1');
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(calls).toEqual([
      'http://127.0.0.1:4567/sandbox-gateway/xml/v1/request.api',
      'https://apitest.authorize.net/xml/v1/request.api',
      'http://127.0.0.1:9999/fault',
    ]);
  });
});

describe('localGatewayUrl', () => {
  it('points at the listening server over loopback', async () => {
    const app = Fastify();
    await app.listen({ port: 0, host: '0.0.0.0' });
    try {
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      expect(localGatewayUrl(app)).toBe(`http://127.0.0.1:${port}${SANDBOX_GATEWAY_PATH}`);
    } finally {
      await app.close();
    }
  });
});
