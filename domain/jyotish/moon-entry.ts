/**
 * When the Moon reaches a sidereal longitude: Newton's method on the Moon's
 * longitude, with its mean daily motion as the slope. The Moon's geocentric
 * motion is always direct (about 11.8° to 15.4° a day), so each longitude is
 * reached exactly once a sidereal month and the iteration converges fast.
 */
import { moonSiderealLongitude, normalizeDegrees } from './moon';

const DAY_MS = 86_400_000;
/** Mean sidereal motion of the Moon, degrees per day. */
const MEAN_MOTION = 360 / 27.321661;
/** Stop when the step is under a second. */
const TOLERANCE_MS = 1000;

/** Degrees from `from` forward to `to`, wrapped into (-180, 180]. */
const signedGap = (to: number, from: number) => {
  const gap = normalizeDegrees(to - from);
  return gap > 180 ? gap - 360 : gap;
};

/** The first instant at or after `after` at which the Moon's sidereal longitude is `target`. */
export function nextMoonAt(target: number, after: Date): Date {
  const ahead = normalizeDegrees(target - moonSiderealLongitude(after));
  let t = after.getTime() + (ahead / MEAN_MOTION) * DAY_MS;
  for (let i = 0; i < 50; i++) {
    const step = (signedGap(target, moonSiderealLongitude(new Date(t))) / MEAN_MOTION) * DAY_MS;
    t += step;
    if (Math.abs(step) < TOLERANCE_MS) break;
  }
  // A target just behind the start converges a moment before it: take the next month's.
  if (t < after.getTime()) return nextMoonAt(target, new Date(after.getTime() + DAY_MS));
  return new Date(Math.round(t));
}

/** Every instant in [from, to) at which the Moon's sidereal longitude is `target`. */
export function moonAtBetween(target: number, from: Date, to: Date): Date[] {
  const result: Date[] = [];
  let cursor = from;
  for (;;) {
    const hit = nextMoonAt(target, cursor);
    if (hit.getTime() >= to.getTime()) return result;
    result.push(hit);
    cursor = new Date(hit.getTime() + DAY_MS);
  }
}
