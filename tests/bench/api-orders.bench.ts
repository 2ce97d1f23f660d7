/**
 * `npm run bench -- api-orders`: order submissions per second and p99 latency
 * on SQLite at 32 connections (the server in its own process with a fake
 * approving gateway, so the figure is our own cost: validation, catalog
 * checks, the idempotency key, two transactions, the outbox),
 * each request with a fresh Idempotency-Key; then a count showing every order
 * answered 201 is stored PAID. Baseline in the same run: the same server's
 * GET regions (a small read), so the ratio says what an order costs.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { openDatabase } from '../../server/db/connect';
import { fetchOrderPrefs, pujaOrderPayload } from '../../server/test-support/order-fixtures';
import { API_PATHS, ORDER_SUBMIT_PATHS } from '../../domain/constants';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;

export default async function bench(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'puja-bench-orders-'));
  const file = path.join(dir, 'bench.sqlite');
  // The server runs in its own process (fake approving gateway, rate limit raised).
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(path.dirname(new URL(import.meta.url).pathname), 'api-bench-server.ts'),
      'api',
      file,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PORT (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const { db } = openDatabase(`sqlite:${file}`);
  try {
    const prefs = await fetchOrderPrefs(baseUrl);
    const body = JSON.stringify(pujaOrderPayload(prefs, { people: 3 }));
    const answered: string[] = [];
    let other = 0;
    const result = await autocannon({
      url: `${baseUrl}${ORDER_SUBMIT_PATHS.puja}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => ({
            ...request,
            headers: {
              'content-type': 'application/json',
              'idempotency-key': randomUUID(),
            },
            body,
          }),
          onResponse: (status, responseBody) => {
            if (status === 201)
              answered.push((JSON.parse(responseBody) as { orderNumber: string }).orderNumber);
            else other++;
          },
        },
      ],
    });
    const baseline = await autocannon({
      url: `${baseUrl}${API_PATHS.regions}`,
      connections: CONNECTIONS,
      duration: Math.max(3, Math.round(SECONDS / 2)),
    });
    // Requests still in flight when the run ends are processed but never read: every
    // order answered 201 must be stored PAID, plus at most one per connection.
    const storedAnswered = new Set<string>();
    for (let i = 0; i < answered.length; i += 500) {
      const rows = await db
        .selectFrom('orders')
        .select('order_number')
        .where('status', '=', 'PAID')
        .where('order_number', 'in', answered.slice(i, i + 500))
        .execute();
      for (const row of rows) storedAnswered.add(row.order_number);
    }
    const all = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const orderRate = result.requests.average;
    console.log(
      `orders: ${orderRate.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (${CONNECTIONS} connections, ${SECONDS} s, SQLite)`,
    );
    console.log(
      `baseline GET regions: ${baseline.requests.average.toFixed(0)} req/s; orders/baseline ratio ${(orderRate / baseline.requests.average).toFixed(3)}`,
    );
    console.log(
      `answered 201: ${answered.length}; other answers: ${other}; errors: ${result.errors}; orders in the database: ${Number(all.n)}`,
    );
    const ok =
      storedAnswered.size === answered.length && new Set(answered).size === answered.length;
    console.log(
      `answered 201 and stored PAID: ${storedAnswered.size}/${answered.length} — ${ok ? 'every 201 order stored, none twice' : 'MISSING ORDERS'}`,
    );
    if (!ok) throw new Error('an order answered 201 is not stored');
    if (Number(all.n) - answered.length > CONNECTIONS) {
      throw new Error('more stored orders than answered plus in flight');
    }
  } finally {
    await db.destroy();
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}
