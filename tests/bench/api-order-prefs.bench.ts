/**
 * `npm run bench -- api-order-prefs`: GET order-prefs requests per second on
 * our server, as a ratio to a bare node:http server sending the same bytes,
 * measured in the same run (interleaved rounds, median of each; target ≥ 0.75).
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildServer } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createFakeGateway } from '../../server/test-support/fake-gateway';
import { API_PATHS } from '../../src/domain/constants';

const TARGET = 0.75;
const ROUNDS = 3;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

async function requestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result.requests.average;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export default async function bench(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'puja-bench-prefs-'));
  const config = loadConfig({
    PAYMENT_ENV: 'sandbox',
    DATABASE_URL: `sqlite:${path.join(dir, 'bench.sqlite')}`,
    LOG_LEVEL: 'silent',
  });
  const app = await buildServer(config, { withSite: false, payments: createFakeGateway() });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const apiAddress = app.server.address();
  if (!apiAddress || typeof apiAddress === 'string') throw new Error('no port');
  const apiUrl = `http://127.0.0.1:${apiAddress.port}${API_PATHS.orderPrefs}`;

  const sample = await fetch(apiUrl);
  const bytes = Buffer.from(await sample.arrayBuffer());
  const contentType = sample.headers.get('content-type') ?? 'application/json';
  const bare: Server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': contentType, 'Content-Length': bytes.length });
    response.end(bytes);
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareAddress = bare.address();
  if (!bareAddress || typeof bareAddress === 'string') throw new Error('no port');
  const bareUrl = `http://127.0.0.1:${bareAddress.port}${API_PATHS.orderPrefs}`;

  try {
    const ours: number[] = [];
    const baseline: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      baseline.push(await requestsPerSecond(bareUrl));
      ours.push(await requestsPerSecond(apiUrl));
    }
    const ratio = median(ours) / median(baseline);
    console.log(`order-prefs body: ${(bytes.length / 1000).toFixed(1)} kB`);
    console.log(
      `bare node:http: ${median(baseline).toFixed(0)} req/s (rounds: ${baseline.map((v) => v.toFixed(0)).join(', ')})`,
    );
    console.log(
      `our server:     ${median(ours).toFixed(0)} req/s (rounds: ${ours.map((v) => v.toFixed(0)).join(', ')})`,
    );
    console.log(
      `ratio: ${ratio.toFixed(2)} (target ≥ ${TARGET}) ${ratio >= TARGET ? 'PASS' : 'FAIL'}`,
    );
  } finally {
    await app.close();
    await new Promise((resolve) => bare.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}
