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
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const sweph = require('sweph');
const { constants: C } = sweph;

const TEMPLE = [76.4913, 9.0946, 5];
const IST_MS = 5.5 * 3_600_000;
const DAY_MS = 86_400_000;
const FLAG = C.SEFLG_MOSEPH | C.SEFLG_SIDEREAL;

sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);
const toJd = (ms) => ms / DAY_MS + 2440587.5;
const toMs = (jd) => (jd - 2440587.5) * DAY_MS;
const istDate = (ms) => new Date(ms + IST_MS).toISOString().slice(0, 10);
const addDays = (iso, n) => new Date(Date.parse(iso) + n * DAY_MS).toISOString().slice(0, 10);
const days = (a, b) => Math.round((Date.parse(b) - Date.parse(a)) / DAY_MS);
const lon = (ms, body) => sweph.calc_ut(toJd(ms), body, FLAG).data[0];
const elongation = (ms) => (((lon(ms, C.SE_MOON) - lon(ms, C.SE_SUN)) % 360) + 360) % 360;
const sign = (ms) => Math.floor(lon(ms, C.SE_SUN) / 30);
const sunrise = (iso) =>
  toMs(
    sweph.rise_trans(
      toJd(Date.parse(iso) - IST_MS),
      C.SE_SUN,
      null,
      C.SEFLG_MOSEPH,
      C.SE_CALC_RISE,
      TEMPLE,
      1013.25,
      15,
    ).data,
  );

/** First instant after `after` with elongation `target`: hourly steps, then bisection. */
function crossing(target, after) {
  const ahead = (ms) => (((elongation(ms) - target) % 360) + 360) % 360;
  let a = after;
  while (ahead(a + 3_600_000) > ahead(a) || ahead(a) < 1e-9) a += 3_600_000;
  let b = a + 3_600_000;
  for (let i = 0; i < 40; i++) {
    const m = (a + b) / 2;
    // Just before the crossing the elongation is a little short of it (ahead near 360).
    if (ahead(m) > 180) a = m;
    else b = m;
  }
  return b;
}

function monthStart(wanted, after) {
  let moon = crossing(0, after);
  while (sign(moon) !== wanted) moon = crossing(0, moon + 20 * DAY_MS);
  const following = crossing(0, moon + 20 * DAY_MS);
  return sign(following) === wanted ? following : moon;
}

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
