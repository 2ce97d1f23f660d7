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
  // eslint-disable-next-line no-restricted-syntax -- the one place tests read the wall clock
  const offset = at - Date.now();
  env[OFFSET_ENV] = String(offset);
  return offset;
}

/** Now, on the tests' clock, in milliseconds since the epoch. */
export function testNowMs(): number {
  // eslint-disable-next-line no-restricted-syntax -- the one place tests read the wall clock
  return Date.now() + testClockOffsetMs();
}

/** Now, on the tests' clock. */
export function testNow(): Date {
  return new Date(testNowMs());
}

/** The environment a server started by a test needs to share the tests' clock. */
export function testClockEnv(): { TEST_CLOCK_OFFSET_MS: string } {
  return { [OFFSET_ENV]: String(testClockOffsetMs()) } as { TEST_CLOCK_OFFSET_MS: string };
}
