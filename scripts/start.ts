/**
 * `npm start`: build the site when needed and serve it with its API on an
 * embedded SQLite database, in the sandbox configuration (local payment
 * gateway), unless PAYMENT_ENV says otherwise.
 */
import { spawn } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed';

const environment = process.env.PAYMENT_ENV ?? 'sandbox';
buildIfNeeded(environment);

const server = spawn('npx', ['tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PAYMENT_ENV: environment },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
