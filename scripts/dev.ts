/**
 * `npm run dev`: the API (sandbox, port 8081) and Vite's dev server (port
 * 5173) with hot reload, which proxies API calls to it. `?inspect` on a wizard
 * page opens the Stately inspector.
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8081';
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PAYMENT_ENV: 'sandbox', PORT: apiPort, SERVE_SITE: 'false' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
