/**
 * The lunar birthday: the tithi of the birth (the Moon's elongation from the
 * Sun in steps of 12°) in its lunar month, amanta (new moon to new moon),
 * the month known by the sidereal sign the Sun is in at its new moon. The
 * day is the civil day at the temple whose sunrise the tithi holds; a tithi
 * that holds at no sunrise counts for the day it began. When the month comes
 * twice (an adhika month: two new moons with the Sun in one sign), the second,
 * the nija month, counts.
 */
import { moonSiderealLongitude, normalizeDegrees } from './moon';
import { dayOfStar, starBirthdaysOfBirth, type BirthdayTradition } from './star-birthday';
import { sunSiderealLongitude, sunSignAt } from './sun';
import { templeMidnight } from './temple-day';

const DAY_MS = 86_400_000;
/** Mean synodic motion of the Moon from the Sun, degrees per day. */
const MEAN_MOTION = 360 / 29.530589;
const TOLERANCE_MS = 1000;

export const elongationAt = (at: Date): number =>
  normalizeDegrees(moonSiderealLongitude(at) - sunSiderealLongitude(at));

const signedGap = (to: number, from: number) => {
  const gap = normalizeDegrees(to - from);
  return gap > 180 ? gap - 360 : gap;
};

function refine(target: number, t: number): number {
  for (let i = 0; i < 50; i++) {
    const step = (signedGap(target, elongationAt(new Date(t))) / MEAN_MOTION) * DAY_MS;
    t += step;
    if (Math.abs(step) < TOLERANCE_MS) break;
  }
  return Math.round(t);
}

/** The first instant at or after `after` with the elongation `target`. */
export function nextElongationAt(target: number, after: Date): Date {
  const ahead = normalizeDegrees(target - elongationAt(after));
  const t = refine(target, after.getTime() + (ahead / MEAN_MOTION) * DAY_MS);
  if (t < after.getTime()) return nextElongationAt(target, new Date(after.getTime() + 5 * DAY_MS));
  return new Date(t);
}

/** The last new moon at or before `at`. */
function newMoonBefore(at: Date): Date {
  const back = elongationAt(at) / MEAN_MOTION;
  return nextElongationAt(0, new Date(at.getTime() - (back + 3) * DAY_MS));
}

/** The new moon beginning the first (nija) month of `sign` whose new moon is at or after `after`. */
export function lunarMonthStart(sign: number, after: Date): Date {
  let moon = nextElongationAt(0, after);
  while (sunSignAt(moon) !== sign)
    moon = nextElongationAt(0, new Date(moon.getTime() + 20 * DAY_MS));
  const following = nextElongationAt(0, new Date(moon.getTime() + 20 * DAY_MS));
  return sunSignAt(following) === sign ? following : moon;
}

/** The civil day of tithi `tithi` (0–29) in the month begun by the new moon `start`. */
export function tithiDay(tithi: number, start: Date): string {
  const begin = tithi === 0 ? start : nextElongationAt(tithi * 12, start);
  const end = nextElongationAt(((tithi + 1) % 30) * 12, new Date(begin.getTime() + 3_600_000));
  return dayOfStar({ start: begin, end }, 0);
}

/** The birth's tithi and the sign of its lunar month. */
export function lunarBirth(birth: Date): { tithi: number; sign: number } {
  return { tithi: Math.floor(elongationAt(birth) / 12), sign: sunSignAt(newMoonBefore(birth)) };
}

/** Lunar birthdays for `years` years from 1 January of `fromYear` at the temple. */
export function lunarBirthdays(birth: Date, fromYear: number, years: number): string[] {
  const { tithi, sign } = lunarBirth(birth);
  const dates: string[] = [];
  let cursor = templeMidnight(`${String(fromYear).padStart(4, '0')}-01-01`);
  for (let i = 0; i < years; i++) {
    const start = lunarMonthStart(sign, cursor);
    dates.push(tithiDay(tithi, start));
    cursor = new Date(start.getTime() + 300 * DAY_MS);
  }
  return dates;
}

/** The birthdays of a birth by a tradition: the star's (kerala, tamil) or the tithi's (lunar). */
export function birthdaysOfBirth(
  tradition: BirthdayTradition,
  birth: Date,
  fromYear: number,
  years: number,
): string[] {
  return tradition === 'lunar'
    ? lunarBirthdays(birth, fromYear, years)
    : starBirthdaysOfBirth(tradition, birth, fromYear, years);
}
