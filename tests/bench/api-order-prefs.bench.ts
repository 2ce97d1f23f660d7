/**
 * `npm run bench -- api-order-prefs`: GET order-prefs requests per second on
 * our server, as a ratio to a bare node:http server sending the same bytes
 * (the recorded body and headers, security headers included), in the same run.
 * Each server runs in its own process; rounds alternate between them and the
 * figure is the median of the per-round ratios (target ≥ 0.75). Rounds are
 * short (1.5 s) so that both sides of a pair see the same load on a shared machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { API_PATHS } from '../../domain/constants';

const TARGET = 0.75;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 1.5);
const CONNECTIONS = 50;
const SERVER = path.join(path.dirname(new URL(import.meta.url).pathname), 'api-bench-server.ts');

async function startServer(
  mode: 'api' | 'bare',
  arg: string,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER, mode, arg], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PORT (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
  return { child, port };
}

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
  const children: ChildProcess[] = [];
  try {
    const api = await startServer('api', path.join(dir, 'bench.sqlite'));
    children.push(api.child);
    const apiUrl = `http://127.0.0.1:${api.port}${API_PATHS.orderPrefs}`;
    const sample = await fetch(apiUrl);
    const body = Buffer.from(await sample.arrayBuffer());
    const headers: Record<string, string> = {};
    sample.headers.forEach((value, name) => {
      if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name))
        headers[name] = value;
    });
    headers['content-length'] = String(body.length);
    const recorded = path.join(dir, 'answer.json');
    writeFileSync(recorded, JSON.stringify({ headers, body: body.toString('base64') }));
    const bare = await startServer('bare', recorded);
    children.push(bare.child);
    const bareUrl = `http://127.0.0.1:${bare.port}${API_PATHS.orderPrefs}`;

    // Warm both up (JIT, caches) before measuring.
    await autocannon({ url: apiUrl, connections: CONNECTIONS, duration: 1 });
    await autocannon({ url: bareUrl, connections: CONNECTIONS, duration: 1 });
    const ratios: number[] = [];
    const ours: number[] = [];
    const baseline: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate the order so neither side always runs first.
      const first = round % 2 === 0;
      const b1 = first ? await requestsPerSecond(bareUrl) : 0;
      const o = await requestsPerSecond(apiUrl);
      const b = first ? b1 : await requestsPerSecond(bareUrl);
      ours.push(o);
      baseline.push(b);
      ratios.push(o / b);
    }
    const ratio = median(ratios);
    const list = (values: number[], digits = 0) => values.map((v) => v.toFixed(digits)).join(', ');
    console.log(
      `order-prefs answer: ${(body.length / 1000).toFixed(1)} kB, ${Object.keys(headers).length} headers`,
    );
    console.log(
      `bare node:http: median ${median(baseline).toFixed(0)} req/s (rounds: ${list(baseline)})`,
    );
    console.log(`our server:     median ${median(ours).toFixed(0)} req/s (rounds: ${list(ours)})`);
    console.log(`ratio per round: ${list(ratios, 2)}`);
    console.log(
      `ratio: ${ratio.toFixed(2)} (median; target ≥ ${TARGET}) ${ratio >= TARGET ? 'PASS' : 'FAIL'}`,
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}
