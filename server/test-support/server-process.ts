/**
 * The real server (`server/main.ts`) as a child process, for the tests that
 * kill it mid-work. It resolves once the server logs that it listens: its own
 * "Server listening" line is the barrier (no polling, no sleeps).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { nodeArgsFor } from './server-build';
import { testClockEnv } from '../../tests/test-support/test-clock';

/** A port free on 127.0.0.1 right now (the child must know it before it starts). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
}

/**
 * Starts the server on `port` with the sandbox configuration, on the tests' clock
 * (TEST_NOW, see tests/test-support/test-clock.ts), and `env` on top.
 */
export async function startServerProcess(
  port: number,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  // node itself (not npx) so that SIGKILL hits the server process.
  const child = spawn(process.execPath, nodeArgsFor('server/main.ts'), {
    env: {
      ...process.env,
      PAYMENT_ENV: 'sandbox',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SERVE_SITE: 'false',
      WRITE_RATE_LIMIT: '100000',
      ...testClockEnv(),
      ...env,
      // info: the line that says it listens (the rest of the log is read and dropped).
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // To see why a child failed: DEBUG_CHILD_LOG=/tmp/child writes its log to /tmp/child-<port>.log.
  if (process.env.DEBUG_CHILD_LOG) {
    const out = createWriteStream(`${process.env.DEBUG_CHILD_LOG}-${port}.log`);
    child.stdout!.pipe(out);
    child.stderr!.pipe(out);
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const listening = `Server listening at ${baseUrl}`;
  await new Promise<void>((resolve, reject) => {
    let tail = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      tail = (tail + chunk.toString('utf8')).slice(-4 * listening.length);
      if (tail.includes(listening)) resolve();
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`the server exited (${code ?? signal}) before it listened`)),
    );
  });
  return { child, baseUrl };
}
