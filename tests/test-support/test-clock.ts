/**
 * The tests' one clock. By default it is the real time; with `TEST_NOW=<ISO instant>`
 * every test runs as if it were that instant and the clock ran on from there.
 *
 * The instant is turned into an offset from real time once (`TEST_CLOCK_OFFSET_MS`,
 * written back into `process.env`), so every process of a run agrees: `scripts/test.ts`
 * computes it before it starts the Vitest runs, the servers the tests start read it
 * through their sandbox config (`deps.now`), and Playwright's `context.clock` gets
 * `testNow()` for the browser.
 */
const OFFSET_ENV = 'TEST_CLOCK_OFFSET_MS';

/**
 * The real wall clock (the one place tests read it), taken when this module loads:
 * the unit tests' jsdom runs on a faked Date already set to `testNow()`
 * (tests/setup-dom.ts), which must not add the offset a second time.
 */
const wallClockMs = Date.now;

/** The offset for `TEST_NOW`, or the one a parent process already computed. */
export function testClockOffsetMs(env: NodeJS.ProcessEnv = process.env): number {
  const given = env[OFFSET_ENV];
  if (given !== undefined && given !== '') {
    const offset = Number(given);
    if (!Number.isInteger(offset)) throw new Error(`${OFFSET_ENV} must be whole milliseconds`);
    return offset;
  }
  const instant = env.TEST_NOW;
  if (!instant) return 0;
  const at = Date.parse(instant);
  if (Number.isNaN(at)) throw new Error(`TEST_NOW is not an instant: "${instant}"`);
  const offset = at - wallClockMs();
  env[OFFSET_ENV] = String(offset);
  return offset;
}

/** Now, on the tests' clock, in milliseconds since the epoch. */
export function testNowMs(): number {
  return wallClockMs() + testClockOffsetMs();
}

/** Now, on the tests' clock. */
export function testNow(): Date {
  return new Date(testNowMs());
}

/** The clock offset that makes a process's "now" the instant `at` (and run on from it). */
export function offsetToReach(at: Date): number {
  return at.getTime() - wallClockMs();
}

/** The environment a server started by a test needs to share the tests' clock. */
export function testClockEnv(): { TEST_CLOCK_OFFSET_MS: string } {
  return { [OFFSET_ENV]: String(testClockOffsetMs()) } as { TEST_CLOCK_OFFSET_MS: string };
}
