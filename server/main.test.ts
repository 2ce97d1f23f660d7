/** `npm run serve` in production refuses to start without its Authorize.net credentials. */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
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
  it('exits with one clear message naming every missing credential', async () => {
    const { code, stderr } = await serve({ ANET_CLIENT_KEY: 'client-key' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      'Not starting: Production needs Authorize.net credentials; missing ANET_API_LOGIN_ID, ANET_TRANSACTION_KEY, ANET_SIGNATURE_KEY. Set them, or PAYMENT_ENV=sandbox to run without a card network.',
    );
  });

  it('refuses a TRUST_PROXY that trusts every hop, with the same kind of message', async () => {
    const { code, stderr } = await serve({ PAYMENT_ENV: 'sandbox', TRUST_PROXY: 'true' });
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(/^Not starting: TRUST_PROXY must name the proxies/);
  });
});
