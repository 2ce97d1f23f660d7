/**
 * The product's one notion of "now": a function handed to whatever needs the
 * time, the same type as the server's `deps.now`. The browser's system clock
 * is src/api/clock.ts; tests pass their own (tests/test-support/test-clock.ts).
 * Nothing else reads the wall clock (a lint rule in eslint.config.js).
 */
export type Clock = () => Date;

/**
 * `build` once per clock: a schema whose rules read the time is built for the
 * clock it is given and reused while that clock lives.
 */
export function perClock<T>(build: (now: Clock) => T): (now: Clock) => T {
  const built = new WeakMap<Clock, T>();
  return (now) => {
    let value = built.get(now);
    if (value === undefined) {
      value = build(now);
      built.set(now, value);
    }
    return value;
  };
}
