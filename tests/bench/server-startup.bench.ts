/**
 * `npm run bench -- server-startup`: how long the server takes from `node`
 * to "Server listening", and its resident memory once it listens, run the
 * production way (the esbuild bundle, scripts/build-server.ts) and the
 * development way (tsx compiling on the fly). Baseline in the same run: a
 * bare node HTTP server started the same way, so the ratios say what our
 * code and the loader cost on this (shared, noisy) machine. Median of RUNS.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServerEntries, builtEntry } from '../../scripts/build-server';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BARE_SERVER = `require('node:http').createServer().listen(0, '127.0.0.1', function () {
  console.log('Server listening at http://127.0.0.1:' + this.address().port);
});`;

interface Start {
  ms: number;
  rssMb: number;
}

/** RSS of a live process, from Linux's /proc. */
function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error('no VmRSS');
  return Number(match[1]) / 1024;
}

async function startOnce(args: string[], databaseUrl: string): Promise<Start> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: {
      PATH: process.env.PATH,
      PAYMENT_ENV: 'sandbox',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SERVE_SITE: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  try {
    const ms = await new Promise<number>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Server listening at')) resolve(performance.now() - started);
      });
      child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code})`)));
    });
    return { ms, rssMb: rssMb(child.pid!) };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

export default async function bench(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'puja-bench-startup-'));
  // Inside the checkout, so that the build's imports of packages find node_modules.
  const buildDir = mkdtempSync(path.resolve('node_modules/.cache/puja-bench-build-'));
  try {
    await buildServerEntries(buildDir);
    const ways = {
      'bare node http (baseline)': ['-e', BARE_SERVER],
      'built (node dist-server)': [builtEntry(buildDir, 'server/main.ts')],
      'tsx (node --import tsx)': ['--import', 'tsx', 'server/main.ts'],
    };
    const results: Record<string, Start> = {};
    for (const [index, [name, args]] of Object.entries(ways).entries()) {
      const runs: Start[] = [];
      // A file per way: the first start migrates and seeds it, like a first deployment.
      const databaseUrl = `sqlite:${path.join(dir, `way-${index}.sqlite`)}`;
      for (let i = 0; i < RUNS; i++) runs.push(await startOnce(args, databaseUrl));
      results[name] = {
        ms: median(runs.map((run) => run.ms)),
        rssMb: median(runs.map((run) => run.rssMb)),
      };
    }
    const base = results['bare node http (baseline)']!;
    const built = results['built (node dist-server)']!;
    console.log(`median of ${RUNS} starts each, SQLite file already migrated after the first`);
    for (const [name, result] of Object.entries(results)) {
      console.log(
        `${name.padEnd(28)} start ${result.ms.toFixed(0).padStart(5)} ms ` +
          `(${(result.ms / base.ms).toFixed(1)}x baseline, ${(result.ms / built.ms).toFixed(2)}x built)  ` +
          `RSS ${result.rssMb.toFixed(0).padStart(4)} MB ` +
          `(${(result.rssMb / base.rssMb).toFixed(1)}x baseline, ${(result.rssMb / built.rssMb).toFixed(2)}x built)`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  }
}
