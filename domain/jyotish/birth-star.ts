/**
 * A person's birth star (janma nakshatra): the nakshatra the Moon stands in
 * at the birth instant, its pada, and whether an error of 15 minutes in the
 * recorded birth time would give a neighbouring star.
 */
import { moonSiderealLongitude } from './moon';
import { nextMoonAt } from './moon-entry';
import { NAKSHATRA_SPAN, nakshatraAt, starOf, type Star } from './nakshatra';

/** How far off a recorded birth time may be. */
export const BIRTH_TIME_UNCERTAINTY_MS = 15 * 60_000;
const DAY_MS = 86_400_000;

export interface BirthStar {
  star: Star;
  pada: number;
  /** Sidereal (Lahiri) longitude of the Moon, degrees, rounded to 0.0001°. */
  moonLongitude: number;
  nearBoundary: boolean;
  /** The neighbouring star when `nearBoundary`. */
  alternative?: Star;
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

export function birthStarAt(at: Date): BirthStar {
  const longitude = moonSiderealLongitude(at);
  const here = nakshatraAt(longitude);
  const earlier = nakshatraAt(
    moonSiderealLongitude(new Date(at.getTime() - BIRTH_TIME_UNCERTAINTY_MS)),
  );
  const later = nakshatraAt(
    moonSiderealLongitude(new Date(at.getTime() + BIRTH_TIME_UNCERTAINTY_MS)),
  );
  const neighbour = [earlier, later].find((position) => position.index !== here.index);
  return {
    star: here.star,
    pada: here.pada,
    moonLongitude: round4(longitude),
    nearBoundary: neighbour !== undefined,
    ...(neighbour && { alternative: neighbour.star }),
  };
}

export interface StarPeriod {
  star: Star;
  /** When the Moon entered the star. */
  start: Date;
  /** When it left it. */
  end: Date;
}

/** The instant the Moon entered the nakshatra it stands in at `at`. */
function entryBefore(index: number, at: Date): Date {
  // The entry lies within the last 2.5 days (a nakshatra takes at most ~27 hours).
  return nextMoonAt(index * NAKSHATRA_SPAN, new Date(at.getTime() - 2.5 * DAY_MS));
}

/** The stars in force during [from, to), each with its whole span. */
export function starsBetween(from: Date, to: Date): StarPeriod[] {
  const periods: StarPeriod[] = [];
  let index = nakshatraAt(moonSiderealLongitude(from)).index;
  let start = entryBefore(index, from);
  for (;;) {
    const end = nextMoonAt(((index + 1) % 27) * NAKSHATRA_SPAN, start);
    periods.push({ star: starOf(index), start, end });
    if (end.getTime() >= to.getTime()) return periods;
    index = (index + 1) % 27;
    start = end;
  }
}
