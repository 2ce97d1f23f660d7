/**
 * The seed of the tests that draw at random (fast-check properties, the fuzzer):
 * `TEST_SEED=<n>` replays a run; without it each property draws afresh (fast-check
 * prints the seed of a failing run) and the fuzzer keeps its own fixed seed.
 */
export function testSeed(): number | undefined {
  const raw = process.env.TEST_SEED;
  if (raw === undefined || raw === '') return undefined;
  const seed = Number(raw);
  if (!Number.isInteger(seed)) throw new Error(`TEST_SEED must be a whole number, not "${raw}"`);
  return seed;
}

/** fast-check's options for the seed, if one was given. */
export const seedOption = (): { seed?: number } => {
  const seed = testSeed();
  return seed === undefined ? {} : { seed };
};
