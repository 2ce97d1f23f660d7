/**
 * `npm run bench -- wizard`: for the production build served by our own
 * server, the order wizard's first load (every script /order-a-puja-online
 * loads until the app is live and no request has been open for 500 ms, each
 * counted as the bytes our server sends to a browser that accepts brotli:
 * tests/bench/wire-bytes.ts) against its budget of 140 kB, the extra gzip
 * JavaScript each order wizard route loads on top of
 * the app's start (an app page that is no wizard, /find-my-order: the
 * wizards are lazy chunks; content pages load no app at all, decision 0172), the Lighthouse 12 mobile
 * performance of /order-a-puja-online (target ≥ 98) with the long
 * tasks of its start from a Chromium trace (tests/bench/long-tasks.ts: the
 * load-independent figure), and a check that no inspector or statechart-page
 * code reached the production bundle.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/harness';
import { ORDER_WIZARD_ROUTES, pageRecordingScripts } from './page-scripts';
import { wireBytes } from './wire-bytes';
import { serveBuiltSite } from './production-server';
import { lighthouseMedian } from './lighthouse';
import { traceStart } from './long-tasks';

const ROOT = process.cwd();
const WIZARD_ROUTES = ORDER_WIZARD_ROUTES;
const LIGHTHOUSE_TARGET = 98;
/** The order wizard whose first load has a budget, and the budget: brotli bytes on the wire. */
const ORDER_WIZARD = '/order-a-puja-online';
const ORDER_WIZARD_BUDGET = 140_000;
/** An app page without a wizard: what every app page starts with. */
const APP_BASELINE = '/find-my-order';
/** Strings only the development tools contain. */
const DEV_ONLY_MARKERS = [
  'createBrowserInspector',
  '@statelyai',
  'stately.ai',
  'Statecharts (development only)',
];

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0)
    throw new Error(`${command} failed:\n${result.stdout}\n${result.stderr}`);
}

/**
 * Same-origin scripts a page loads until it is live: the app's mark
 * (`<html data-app="ready">`, set once the wizard has rendered) and then the
 * network idle (no request open for 500 ms), so a busy machine's early idle
 * does not cut the list short.
 */
async function scriptsOf(browser: Browser, origin: string, pathname: string): Promise<Set<string>> {
  const { page, scripts } = await pageRecordingScripts(browser, origin);
  await page.goto(`${origin}${pathname}`, { waitUntil: 'networkidle' });
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.context().close();
  return scripts;
}

/** The order wizard's first load: its scripts' bytes as our server sends them (brotli). */
async function orderWizardFirstLoad(browser: Browser, origin: string): Promise<boolean> {
  const scripts = await scriptsOf(browser, origin, ORDER_WIZARD);
  let bytes = 0;
  for (const script of scripts) {
    const sent = await wireBytes(origin, script);
    bytes += sent.bytes;
  }
  const within = bytes <= ORDER_WIZARD_BUDGET;
  console.log(
    `${ORDER_WIZARD} first load: ${kB(bytes)} kB JS on the wire (brotli, as our server sends it) ` +
      `in ${scripts.size} files (budget ${kB(ORDER_WIZARD_BUDGET)} kB: ${within ? 'met' : 'NOT met'})`,
  );
  return within;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

export default async function bench(): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'wizard-bench-'));
  const dist = path.join(work, 'site');
  try {
    run(
      path.join(ROOT, 'node_modules', '.bin', 'vite'),
      ['build', '--mode', 'production', '--logLevel', 'error'],
      {
        PUJA_DIST_DIR: dist,
      },
    );

    const leaks = filesUnder(dist)
      .filter((file) => /\.(js|html|css)$/.test(file))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return DEV_ONLY_MARKERS.filter((marker) => text.includes(marker)).map(
          (marker) => `${path.relative(dist, file)}: ${marker}`,
        );
      });
    console.log(
      leaks.length === 0
        ? `production bundle: no inspector or statechart-page code (${DEV_ONLY_MARKERS.join(', ')} absent)`
        : `production bundle CONTAINS development code: ${leaks.join('; ')}`,
    );

    const { app, origin } = await serveBuiltSite(dist, work);
    const browser = await launchBrowser();
    let firstLoadWithin = true;
    try {
      firstLoadWithin = await orderWizardFirstLoad(browser, origin);
      const home = await scriptsOf(browser, origin, APP_BASELINE);
      const homeBytes = [...home].reduce((sum, file) => sum + gzip(path.join(dist, file)), 0);
      console.log(
        `the app's start (${APP_BASELINE}): ${kB(homeBytes)} kB gzip JS in ${home.size} files (the baseline)`,
      );
      console.log(`\n| route | extra JS over ${APP_BASELINE} (gzip kB) | extra files |`);
      console.log('|---|---|---|');
      for (const route of WIZARD_ROUTES) {
        const scripts = await scriptsOf(browser, origin, route);
        const extra = [...scripts].filter((file) => !home.has(file));
        const bytes = extra.reduce((sum, file) => sum + gzip(path.join(dist, file)), 0);
        console.log(
          `| ${route} | ${kB(bytes)} | ${extra.map((file) => path.basename(file)).join(', ')} |`,
        );
      }
      // Lighthouse's 4× slowdown applied to each task's CPU time: what other processes' load moves least.
      const traces = [];
      for (let run = 0; run < 5; run++)
        traces.push(await traceStart(browser, `${origin}/order-a-puja-online`, 1));
      const simulated = traces.map((trace) => trace.cpuBlockingMs).sort((a, b) => a - b);
      const longest = traces.map((trace) => Math.max(0, ...trace.tasks.map((task) => task.cpu)));
      console.log(
        `\n/order-a-puja-online start, traced (5 runs, unthrottled): blocking time simulated from ` +
          `CPU time (Σ max(0, 4 × task − 50 ms) after FCP) median ${simulated[2]} ms ` +
          `(${simulated.join(', ')}); longest task's CPU time per run ${longest.join(', ')} ms`,
      );
    } finally {
      await browser.close();
    }

    const median = await lighthouseMedian(`${origin}/order-a-puja-online`, work);
    console.log(
      `\nLighthouse 12 (mobile) performance of /order-a-puja-online: median ${median.score} ` +
        `of ${median.scores.join(', ')} ` +
        `(target ≥ ${LIGHTHOUSE_TARGET}: ${median.score >= LIGHTHOUSE_TARGET ? 'met' : 'NOT met'}); ` +
        `median run: LCP ${median.lcpMs} ms, TBT ${median.tbtMs} ms, CLS ${median.cls.toFixed(3)}`,
    );
    await app.close();
    if (leaks.length > 0) throw new Error('development-only code in the production bundle');
    if (!firstLoadWithin)
      throw new Error(`${ORDER_WIZARD}'s first load is over ${kB(ORDER_WIZARD_BUDGET)} kB brotli`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
