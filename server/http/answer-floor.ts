/**
 * A fixed minimum answer time, for answers that must not say by their timing
 * what they found (a sign-in link asked for a stranger's address answers as
 * late as one asked for a member's). Measured on the monotonic clock.
 */
export function noSoonerThan(startedAt: number, floorMs: number): Promise<void> {
  const left = Math.max(0, startedAt + floorMs - performance.now());
  return new Promise((resolve) => setTimeout(resolve, left));
}
