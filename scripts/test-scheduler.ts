/**
 * Runs test steps on a fixed number of slots (one per core), the first
 * ready step in the list first. A step may need things CI is still installing
 * (SQLite's native module, Chromium, PostgreSQL): it waits for its gates while
 * the steps that need nothing use the cores.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What a step may wait for; `site` is the e2e build the runner makes itself. */
export type Gate = 'sqlite' | 'chromium' | 'postgresql' | 'site';

export interface Step {
  name: string;
  /** A Vitest run's arguments, or a whole command (`command[0]` is the program). */
  args?: string[];
  command?: string[];
  env?: NodeJS.ProcessEnv | (() => NodeJS.ProcessEnv);
  needs: Gate[];
  /** The gate this step opens when it passes. */
  opens?: Gate;
  /** Shown in the summary (setup steps are not). */
  counted?: boolean;
}

export interface Result {
  name: string;
  ok: boolean;
  seconds: number;
}

/**
 * Gates opened from outside: with TEST_GATES_DIR set (by `.ci/run`), gate `g`
 * is open once `<dir>/g` exists and failed once `<dir>/g.failed` does.
 * Without it everything is already installed.
 */
export function outsideGate(gate: Gate): 'open' | 'failed' | 'waiting' {
  const dir = process.env.TEST_GATES_DIR;
  if (!dir) return 'open';
  if (existsSync(path.join(dir, `${gate}.failed`))) return 'failed';
  return existsSync(path.join(dir, gate)) ? 'open' : 'waiting';
}

/** What CI wrote into a gate's file (the PostgreSQL URL), if anything. */
export function gateContents(gate: Gate): string | undefined {
  const dir = process.env.TEST_GATES_DIR;
  if (!dir || !existsSync(path.join(dir, gate))) return undefined;
  return readFileSync(path.join(dir, gate), 'utf8').trim() || undefined;
}

interface RunOptions {
  slots: number;
  /** One step alone prints as it goes and uses every core. */
  alone: boolean;
}

function runStep(step: Step, options: RunOptions): Promise<Result> {
  const started = Date.now();
  if (options.alone) console.log(`\n=== ${step.name} ===`);
  else console.log(`--- ${step.name}: started`);
  const env = typeof step.env === 'function' ? step.env() : step.env;
  const [program = 'npx', ...rest] = step.command ?? [
    'npx',
    'vitest',
    'run',
    ...(step.args ?? []),
    ...(options.alone ? [] : ['--maxWorkers=1']),
  ];
  return new Promise((resolve) => {
    const child = spawn(program, rest, {
      stdio: options.alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env, ...(options.alone ? {} : { FORCE_COLOR: '1' }) },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (!options.alone) {
        console.log(`\n=== ${step.name} (${seconds.toFixed(0)} s) ===`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name: step.name, ok: code === 0, seconds });
    });
  });
}

/** Runs every step; resolves with each step's result in the order they ended. */
export function runSteps(steps: Step[], options: RunOptions): Promise<Result[]> {
  const pending = [...steps];
  const opened = new Set<Gate>();
  const failedGates = new Set<Gate>();
  const results: Result[] = [];
  let running = 0;

  const gateState = (gate: Gate): 'open' | 'failed' | 'waiting' => {
    if (opened.has(gate)) return 'open';
    if (failedGates.has(gate)) return 'failed';
    // `site` is made by a step of this run when one opens it.
    if (steps.some((step) => step.opens === gate)) return 'waiting';
    return outsideGate(gate);
  };

  return new Promise((resolve) => {
    const poll = setInterval(() => schedule(), 500);
    const schedule = (): void => {
      for (let i = 0; i < pending.length && running < options.slots;) {
        const step = pending[i]!;
        const states = step.needs.map(gateState);
        if (states.includes('failed')) {
          pending.splice(i, 1);
          const missing = step.needs.filter((_, n) => states[n] === 'failed').join(', ');
          console.log(`\n=== ${step.name}: not run, ${missing} could not be installed ===`);
          results.push({ name: step.name, ok: false, seconds: 0 });
          if (step.opens) failedGates.add(step.opens);
          continue;
        }
        if (states.every((state) => state === 'open')) {
          pending.splice(i, 1);
          running += 1;
          void runStep(step, options).then((result) => {
            running -= 1;
            if (step.counted !== false || !result.ok) results.push(result);
            if (step.opens) (result.ok ? opened : failedGates).add(step.opens);
            schedule();
          });
          continue;
        }
        i += 1;
      }
      if (pending.length === 0 && running === 0) {
        clearInterval(poll);
        resolve(results);
      }
    };
    schedule();
  });
}
