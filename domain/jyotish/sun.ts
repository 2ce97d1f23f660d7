/**
 * The Sun's sidereal (Lahiri) longitude and the instants it reaches a given
 * longitude (sankrantis): Newton's method with the Sun's mean motion as the
 * slope. The Sun's geocentric motion is always direct (0.95° to 1.02° a day),
 * so each longitude is reached once a year and a few steps find it to a second.
 */
import { SunPosition } from 'astronomy-engine';
import { lahiriAyanamsa } from './ayanamsa';
import { normalizeDegrees } from './moon';

const DAY_MS = 86_400_000;
/** Mean sidereal motion of the Sun, degrees per day. */
const MEAN_MOTION = 360 / 365.256363;
const TOLERANCE_MS = 1000;

/** Apparent geocentric longitude of the Sun (true equinox of date) minus Lahiri, 0–360°. */
export function sunSiderealLongitude(at: Date): number {
  return normalizeDegrees(SunPosition(at).elon - lahiriAyanamsa(at));
}

/** Degrees from `from` forward to `to`, wrapped into (-180, 180]. */
const signedGap = (to: number, from: number) => {
  const gap = normalizeDegrees(to - from);
  return gap > 180 ? gap - 360 : gap;
};

/** Newton's method from a first guess `t` (ms) to the instant of `target`. */
function refine(target: number, t: number): number {
  for (let i = 0; i < 30; i++) {
    const step = (signedGap(target, sunSiderealLongitude(new Date(t))) / MEAN_MOTION) * DAY_MS;
    t += step;
    if (Math.abs(step) < TOLERANCE_MS) break;
  }
  return Math.round(t);
}

/** The last instant at or before `before` at which the Sun's sidereal longitude is `target`. */
export function previousSunAt(target: number, before: Date): Date {
  const behind = normalizeDegrees(sunSiderealLongitude(before) - target);
  const t = refine(target, before.getTime() - (behind / MEAN_MOTION) * DAY_MS);
  // A target just ahead converges a moment after `before`: take the year before's.
  if (t > before.getTime()) return previousSunAt(target, new Date(before.getTime() - 30 * DAY_MS));
  return new Date(t);
}

/** The first instant at or after `after` at which the Sun's sidereal longitude is `target`. */
export function nextSunAt(target: number, after: Date): Date {
  const ahead = normalizeDegrees(target - sunSiderealLongitude(after));
  const t = refine(target, after.getTime() + (ahead / MEAN_MOTION) * DAY_MS);
  if (t < after.getTime()) return nextSunAt(target, new Date(after.getTime() + 30 * DAY_MS));
  return new Date(t);
}

/** The sidereal sign (0 Mesha … 11 Meena) the Sun stands in at an instant. */
export const sunSignAt = (at: Date): number => Math.floor(sunSiderealLongitude(at) / 30) % 12;
