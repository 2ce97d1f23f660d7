/**
 * Reproduces domain/test-support/lunar-birthday-reference.ts: for each year
 * 2026–2035 and each lunar month (known by the sidereal sign of the Sun at its
 * new moon; of an adhika pair, the second), the civil date at the temple of
 * each of the 30 tithis, by Swiss Ephemeris (sweph, Moshier, Lahiri): new moons
 * and tithi ends by bisection on swe_calc_ut's Moon − Sun, sunrise by
 * swe_rise_trans. Run by hand like scripts/jyotish/solar-calendar-reference.mjs:
 *
 *   NODE_PATH=/tmp/swe/node_modules node scripts/jyotish/lunar-birthday-reference.mjs \
 *     > domain/test-support/lunar-birthday-reference.ts
 *
 * Each line: the year searched from (1 January), the sign, then for tithis 0
 * (Shukla Pratipada) to 29 (Amavasya) the day of the month of the date, as
 * days after the new moon's civil date; `~` when a tithi ends within a minute
 * of a sunrise.
 */
import { addDays, crossing, days, IST_MS, istDate, monthStart, sunrise } from './sweph-common.mjs';

function tithiDay(begin, end) {
  const began = istDate(begin);
  const hinduDay = begin < sunrise(began) ? addDays(began, -1) : began;
  const next = addDays(hinduDay, 1);
  const rise = sunrise(next);
  const close = Math.abs(end - rise) < 60_000 || Math.abs(begin - sunrise(began)) < 60_000;
  return { day: end >= rise ? next : hinduDay, close };
}

const lines = [];
for (let year = 2026; year <= 2035; year++) {
  for (let s = 0; s < 12; s++) {
    const start = monthStart(s, Date.parse(`${year}-01-01T00:00:00Z`) - IST_MS);
    const base = istDate(start);
    const tokens = [];
    let begin = start;
    for (let t = 0; t < 30; t++) {
      const end = crossing(((t + 1) % 30) * 12, begin + 3_600_000);
      const { day, close } = tithiDay(begin, end);
      tokens.push(`${String(days(base, day)).padStart(2, '0')}${close ? '~' : ''}`);
      begin = end;
    }
    lines.push(`${year} ${s} ${base} ${tokens.join(' ')}`);
  }
}

console.log(`/**
 * Lunar birthdays by Swiss Ephemeris, written by
 * scripts/jyotish/lunar-birthday-reference.mjs (which says how to rerun it and
 * what the tokens mean): per line the year, the sign, the new moon's civil
 * date, then for tithis 0 to 29 the days from that date to the tithi's day.
 */
export const LUNAR_BIRTHDAY_REFERENCE = \`
${lines.join('\n')}
\`;`);
