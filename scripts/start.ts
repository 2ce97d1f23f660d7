/**
 * `npm start`: build the site when needed and the server (scripts/build-server.ts),
 * then serve both with plain node on an embedded SQLite database, in the
 * sandbox configuration (local payment gateway), unless PAYMENT_ENV says otherwise.
 */
import { spawn } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed';
import { buildServerEntries, builtEntry, SERVER_BUILD_DIR } from './build-server';

const environment = process.env.PAYMENT_ENV ?? 'sandbox';
buildIfNeeded(environment);
// esbuild takes well under a second: rebuilt every time, never stale.
await buildServerEntries(SERVER_BUILD_DIR);

const server = spawn(process.execPath, [builtEntry(SERVER_BUILD_DIR, 'server/main.ts')], {
  stdio: 'inherit',
  env: { ...process.env, PAYMENT_ENV: environment },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
