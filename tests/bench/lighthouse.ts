/**
 * Lighthouse 12 (mobile, performance only) against a page served by a server
 * in this same process, so it runs without blocking the event loop.
 */
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface LighthouseResult {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Every byte the page transferred (scripts, styles, fonts, images), as Lighthouse counts it. */
  totalBytes: number;
}

function runAsync(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (data: Buffer) => (output += String(data)));
    child.stderr.on('data', (data: Buffer) => (output += String(data)));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} exited ${code}: ${output.slice(-400)}`)),
    );
  });
}

const TOOLS = path.join(process.cwd(), 'tools', 'lighthouse');
const LIGHTHOUSE = path.join(TOOLS, 'node_modules', '.bin', 'lighthouse');

/**
 * Lighthouse has its own install (tools/lighthouse, large): the root npm ci
 * skips it, and it is made the first time a bench that needs it runs, so the
 * benches without Lighthouse (cluster, server start-up) never wait for it.
 */
function ensureLighthouse(): void {
  if (existsSync(LIGHTHOUSE)) return;
  console.log('installing Lighthouse into tools/lighthouse (once)…');
  execFileSync('npm', ['ci', '--prefix', TOOLS, '--no-audit', '--no-fund'], { stdio: 'inherit' });
}

async function lighthouse(url: string, outDir: string): Promise<LighthouseResult> {
  ensureLighthouse();
  const output = path.join(outDir, `lh-${Math.random().toString(36).slice(2)}.json`);
  await runAsync(
    LIGHTHOUSE,
    [
      url,
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
      '--quiet',
    ],
    { CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  );
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue: number }>;
  };
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? NaN),
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? NaN),
    totalBytes: Math.round(report.audits['total-byte-weight']?.numericValue ?? NaN),
  };
}

/**
 * Three runs (a run that crashes is tried again, once), and the run with the
 * median score: one run on a shared machine moves by 10 points or more with
 * the other processes' load. `scores` are all the runs' scores.
 */
export async function lighthouseMedian(
  url: string,
  outDir: string,
): Promise<LighthouseResult & { scores: number[] }> {
  const runs: LighthouseResult[] = [];
  for (let attempt = 0; runs.length < 3 && attempt < 4; attempt++) {
    try {
      runs.push(await lighthouse(url, outDir));
    } catch (error) {
      console.warn(`a Lighthouse run of ${url} failed:`, String(error).slice(0, 160));
    }
  }
  if (runs.length === 0) throw new Error(`Lighthouse did not complete a run of ${url}`);
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return { ...sorted[Math.floor(sorted.length / 2)]!, scores: runs.map((run) => run.score) };
}
