/**
 * `npm run serve` in production refuses to start with settings that are not real,
 * naming every one; the sandbox says loudly that it is one, on 127.0.0.1 only.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SANDBOX_CREDENTIALS } from './config';
import { REAL_PRODUCTION_ENV } from './config/test-support/real-production-env';
import { nodeArgsFor } from './test-support/server-build';

function serve(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, nodeArgsFor('server/main.ts'), {
    env: {
      PATH: process.env.PATH,
      PAYMENT_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: 'sqlite::memory:',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
}

describe('production start-up', () => {
  it('exits with one clear message naming every problem', async () => {
    const { code, stderr } = await serve({ ANET_CLIENT_KEY: 'client-key' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      [
        'Not starting: 3 problems in the configuration:',
        '- Production needs Authorize.net credentials; missing ANET_API_LOGIN_ID, ANET_TRANSACTION_KEY, ANET_SIGNATURE_KEY. Set them, or PAYMENT_ENV=sandbox to run without a card network.',
        '- SMTP_URL must be set in production: without it no confirmation or receipt reaches anyone (they are written to OUTBOX_DIR as .eml files)',
        "- PUBLIC_URL must be the site's https:// origin in production (the links in mail, the payment return and passkeys use it)",
      ].join('\n'),
    );
  });

  it('refuses the sandbox keys and every interface without a proxy, even with the rest real', async () => {
    const { code, stderr } = await serve({
      ...REAL_PRODUCTION_ENV,
      ANET_TRANSACTION_KEY: SANDBOX_CREDENTIALS.ANET_TRANSACTION_KEY,
      HOST: '0.0.0.0',
      TRUST_PROXY: '',
    });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'Not starting: 2 problems in the configuration:',
      expect.stringMatching(/^- ANET_TRANSACTION_KEY is the sandbox configuration's public value/),
      expect.stringMatching(/^- HOST "0.0.0.0" is every interface and TRUST_PROXY names no proxy/),
    ]);
  });

  it('refuses a TRUST_PROXY that trusts every hop, with the same kind of message', async () => {
    const { code, stderr } = await serve({ PAYMENT_ENV: 'sandbox', TRUST_PROXY: 'true' });
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(/^Not starting: TRUST_PROXY must name the proxies/);
  });
});

/**
 * The sandbox server with no HOST set: every address it says it listens at and
 * its stderr, read once it has answered a health check (its log of that
 * request comes after the listening lines), then stopped.
 */
async function sandboxStart(): Promise<{ listening: string[]; stderr: string }> {
  const child = spawn(process.execPath, nodeArgsFor('server/main.ts'), {
    env: {
      PATH: process.env.PATH,
      PAYMENT_ENV: 'sandbox',
      PORT: '0',
      DATABASE_URL: 'sqlite::memory:',
      SERVE_SITE: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const seen = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const look = () => {
        const match = pattern.exec(stdout);
        if (match) resolve(match);
        return match;
      };
      if (look()) return;
      child.stdout.on('data', look);
      void exited.then(() => reject(new Error(`exited before ${pattern}: ${stderr}`)));
    });
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const first = await seen(/Server listening at (\S+?)"/);
  expect((await fetch(`${first[1]}/puja-web-v2/api/health`)).status).toBe(200);
  await seen(/"request completed"/);
  child.kill('SIGTERM');
  await exited;
  const listening = [...stdout.matchAll(/Server listening at (\S+?)"/g)].map((m) => m[1]!);
  return { listening, stderr };
}

describe('sandbox start-up', () => {
  it('listens on 127.0.0.1 only and warns that test cards pay and the sandbox keys work', async () => {
    const { listening, stderr } = await sandboxStart();
    expect(listening.length).toBeGreaterThan(0);
    for (const url of listening) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(stderr).toContain('SANDBOX');
    expect(stderr).toMatch(/test cards/i);
    expect(stderr).toMatch(/sandbox keys/i);
    expect(stderr).toContain('127.0.0.1');
  });
});
