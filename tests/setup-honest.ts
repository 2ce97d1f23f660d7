/**
 * Every project's setup: a test fails when it logs through `console.error`
 * (React's act() warnings included) or when a promise rejection goes unhandled
 * while it runs. A test that expects an error log spies on console.error and
 * asserts the call, which replaces this recorder for that test.
 *
 * Files share their worker process (the projects run with `isolate: false`),
 * so a file that leaves `process.env` changed fails too: stub with
 * `vi.stubEnv` and undo it with `vi.unstubAllEnvs()` in the same file.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

interface Recorder {
  problems: string[];
  listening: boolean;
}

// One recorder per worker process: setup files run once per test file.
const KEY = Symbol.for('puja-web.honest-tests');
const store = globalThis as unknown as Record<symbol, Recorder | undefined>;
const recorder: Recorder = (store[KEY] ??= { problems: [], listening: false });

if (!recorder.listening) {
  recorder.listening = true;
  process.on('unhandledRejection', (reason) => {
    recorder.problems.push(`unhandled rejection: ${describe(reason)}`);
  });
}

function describe(value: unknown): string {
  if (value instanceof Error) return value.stack ?? value.message;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const original = console.error;

beforeEach(() => {
  recorder.problems.length = 0;
  console.error = (...args: unknown[]) => {
    recorder.problems.push(`console.error: ${args.map(describe).join(' ')}`);
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  const problems = recorder.problems.splice(0);
  if (problems.length > 0) {
    throw new Error(
      `The test logged errors or left a rejection unhandled:\n${problems.join('\n')}`,
    );
  }
});

let envAtStart: Record<string, string | undefined> = {};

beforeAll(() => {
  envAtStart = { ...process.env };
});

afterAll(() => {
  const names = new Set([...Object.keys(envAtStart), ...Object.keys(process.env)]);
  const changed = [...names].filter((name) => envAtStart[name] !== process.env[name]);
  if (changed.length > 0) {
    throw new Error(`The file left process.env changed: ${changed.sort().join(', ')}`);
  }
});
