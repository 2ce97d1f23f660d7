/**
 * The main thread's long tasks while a page starts, from a Chromium
 * performance trace: every task after the first contentful paint with its
 * CPU-time, unthrottled and under Lighthouse's mobile 4× CPU slowdown. The
 * blocking time of a task is what exceeds 50 ms under the slowdown (as
 * Lighthouse's Total Blocking Time counts it), so this is load-independent
 * evidence to compare builds on a shared machine (Lighthouse's own figure
 * moves with the other processes' load).
 *
 * `tsx tests/bench/long-tasks.ts <dist dir> <path> [runs] [--profile]`
 * serves a built site with our server and prints the tasks of each run;
 * `--profile` adds the hottest functions of the longest task (CPU profile).
 */
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Browser, CDPSession } from 'playwright-core';
import { launchBrowser } from '../e2e/harness';
import { serveBuiltSite } from './production-server';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      frame?: string;
      startTime?: number;
      cpuProfile?: {
        nodes?: { id: number; parent?: number; callFrame: { functionName: string; url: string } }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
}

export interface StartTask {
  /** Start, ms after navigation start. */
  at: number;
  /** Wall time, ms (throttled when the run is). */
  ms: number;
  /** The main thread's CPU time, ms (what other processes' load does not inflate). */
  cpu: number;
  /** What the task mostly ran (the names of its top-level children). */
  what: string;
  /** With --profile: the functions with most self time in the task. */
  hottest: string[];
}

export interface StartTrace {
  fcpMs: number;
  tasks: StartTask[];
  /** Σ max(0, task − 50 ms) after FCP, under the run's CPU slowdown. */
  blockingMs: number;
  /**
   * Σ max(0, 4 × task's CPU time − 50 ms) after FCP: what Lighthouse's
   * simulated 4× slowdown makes of an unthrottled run, with the CPU time of
   * the tasks rather than their wall time (less moved by other processes).
   */
  cpuBlockingMs: number;
}

async function collect(cdp: CDPSession): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => {
    events.push(...(data.value as unknown as TraceEvent[]));
  });
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

/** CPU profile samples of the renderer's main thread, from the trace (self time per sample). */
function samplesOf(events: TraceEvent[], pid: number): { ts: number; us: number; fn: string }[] {
  const names = new Map<number, string>();
  const out: { ts: number; us: number; fn: string }[] = [];
  const profiles = events.filter((e) => e.pid === pid && e.name === 'Profile');
  for (const profile of profiles) {
    let ts = profile.args?.data?.startTime ?? 0;
    const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id);
    for (const chunk of chunks) {
      const cpu = chunk.args?.data?.cpuProfile;
      for (const node of cpu?.nodes ?? []) {
        const { functionName, url } = node.callFrame;
        names.set(
          node.id,
          `${functionName || '(anon)'}${url ? `@${path.basename(url).replace(/-[\w-]{8}\.js$/, '')}` : ''}`,
        );
      }
      const deltas = chunk.args?.data?.timeDeltas ?? [];
      (cpu?.samples ?? []).forEach((id, index) => {
        const delta = deltas[index] ?? 0;
        ts += delta;
        const fn = names.get(id) ?? '?';
        if (fn !== '(idle)' && fn !== '(program)') out.push({ ts, us: delta, fn });
      });
    }
  }
  // A sample's time is the gap before the next one.
  for (let index = 0; index < out.length - 1; index++)
    out[index]!.us = Math.min(out[index + 1]!.ts - out[index]!.ts, 2000);
  return out;
}

export async function traceStart(
  browser: Browser,
  url: string,
  slowdown: number,
): Promise<StartTrace> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'loading',
        'blink.user_timing',
        ...(process.argv.includes('--profile') ? ['disabled-by-default-v8.cpu_profiler'] : []),
      ],
    },
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const events = await collect(cdp);
  await context.close();

  const navigation = events.find(
    (e) => e.name === 'navigationStart' || e.name === 'NavigationStart',
  );
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!navigation || !fcp) {
    const names = [...new Set(events.map((e) => e.name))].filter((n) => /paint|navig/i.test(n));
    throw new Error(`no navigation or FCP in the trace (${names.join(', ')})`);
  }
  const renderer = fcp.pid;
  const main = fcp.tid;
  const top = events.filter(
    (e) => e.pid === renderer && e.tid === main && e.ph === 'X' && e.name === 'RunTask',
  );
  const children = events.filter(
    (e) => e.pid === renderer && e.tid === main && e.ph === 'X' && e.name !== 'RunTask',
  );
  const samples = samplesOf(events, renderer);
  const tasks = top
    .filter((task) => (task.dur ?? 0) >= 5000 && task.ts + (task.dur ?? 0) > fcp.ts)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inner = children
        .filter((c) => c.ts >= task.ts && c.ts < end && (c.dur ?? 0) > 1000)
        .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
        .slice(0, 3)
        .map((c) => `${c.name} ${((c.dur ?? 0) / 1000).toFixed(0)}`);
      const hot = new Map<string, number>();
      for (const sample of samples) {
        if (sample.ts < task.ts || sample.ts >= end) continue;
        hot.set(sample.fn, (hot.get(sample.fn) ?? 0) + sample.us);
      }
      const hottest = [...hot]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([fn, us]) => `${fn} ${(us / 1000).toFixed(1)}`);
      return {
        hottest,
        at: Math.round((task.ts - navigation.ts) / 1000),
        ms: Math.round((task.dur ?? 0) / 100) / 10,
        cpu: Math.round((task.tdur ?? 0) / 100) / 10,
        what: inner.join(', '),
      };
    });
  return {
    fcpMs: Math.round((fcp.ts - navigation.ts) / 1000),
    tasks,
    blockingMs: Math.round(tasks.reduce((sum, task) => sum + Math.max(0, task.ms - 50), 0)),
    cpuBlockingMs: Math.round(tasks.reduce((sum, task) => sum + Math.max(0, 4 * task.cpu - 50), 0)),
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/**
 * The page's start as bursts of JavaScript (samples with no idle gap over
 * 1 ms), each with its hottest functions by self time (unthrottled CPU
 * profile; build with `--minify false` for readable names).
 */
async function profileStart(browser: Browser, url: string): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const { profile } = (await cdp.send('Profiler.stop')) as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  };
  await context.close();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const label = (node: ProfileNode) => {
    const { functionName, url: file, lineNumber } = node.callFrame;
    return `${functionName || '(anonymous)'} ${file ? path.basename(file) : ''}:${lineNumber + 1}`;
  };
  const bursts: { start: number; us: number; self: Map<string, number> }[] = [];
  let time = 0;
  let idleSince = 0;
  let current: (typeof bursts)[number] | null = null;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    const node = nodes.get(id)!;
    const name = node.callFrame.functionName;
    if (name === '(idle)' || name === '(program)' || name === '(garbage collector)') {
      if (name === '(idle)') idleSince += delta;
      if (idleSince > 1000) current = null;
      return;
    }
    idleSince = 0;
    if (!current) {
      current = { start: time, us: 0, self: new Map() };
      bursts.push(current);
    }
    current.us += delta;
    const key = label(node);
    current.self.set(key, (current.self.get(key) ?? 0) + delta);
  });
  return bursts
    .filter((burst) => burst.us > 4000)
    .flatMap((burst) => [
      `burst @${(burst.start / 1000).toFixed(0)} ms: ${(burst.us / 1000).toFixed(1)} ms of JavaScript`,
      ...[...burst.self]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .map(([key, us]) => `  ${(us / 1000).toFixed(1).padStart(6)} ms  ${key}`),
    ]);
}

async function main(): Promise<void> {
  const [dist, route = '/order-a-puja-online', runsArg = '3'] = process.argv.slice(2);
  if (!dist) throw new Error('usage: tsx tests/bench/long-tasks.ts <dist dir> [path] [runs]');
  const work = mkdtempSync(path.join(tmpdir(), 'long-tasks-'));
  const { app, origin } = await serveBuiltSite(dist, work);
  const url = `${origin}${route}`;
  const browser = await launchBrowser();
  try {
    for (const slowdown of process.argv.includes('--throttled') ? [1, 4] : [1]) {
      const simulated: number[] = [];
      for (let run = 0; run < Number(runsArg); run++) {
        const trace = await traceStart(browser, url, slowdown);
        simulated.push(trace.cpuBlockingMs);
        console.log(
          `${slowdown}× run ${run + 1}: FCP ${trace.fcpMs} ms, blocking ${trace.blockingMs} ms, ` +
            `simulated from CPU ${trace.cpuBlockingMs} ms; tasks ≥ 4 ms cpu (wall/cpu): ` +
            trace.tasks
              .filter((t) => t.cpu >= 4)
              .map((t) => `@${t.at} ${t.ms}/${t.cpu} ms [${t.what}]`)
              .join(' | '),
        );
        if (process.argv.includes('--profile'))
          for (const t of trace.tasks.filter((t) => t.cpu >= 8))
            console.log(`   @${t.at} ${t.cpu} ms cpu: ${t.hottest.join(', ')}`);
      }
      const sorted = [...simulated].sort((a, b) => a - b);
      console.log(
        `${slowdown}×: simulated blocking from CPU time, median ${sorted[Math.floor(sorted.length / 2)]} ms ` +
          `(runs ${simulated.join(', ')}); long tasks (4 × CPU > 50 ms) per run above`,
      );
    }
    if (process.argv.includes('--profile')) {
      console.log('\nJavaScript bursts (unthrottled):');
      for (const line of await profileStart(browser, url)) console.log(line);
    }
  } finally {
    await browser.close();
    await app.close();
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) await main();
