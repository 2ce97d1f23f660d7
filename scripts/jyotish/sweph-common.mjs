/**
 * What the Swiss Ephemeris reference scripts share: the sweph bindings set to
 * Lahiri with the Moshier ephemeris, the temple's place, instants as epoch
 * milliseconds, civil dates at the temple (IST), sunrise and sunset there, the
 * Sun's and the Moon's longitudes, and the new moons that begin lunar months.
 * Apart from the engine on purpose: the references check it. Needs
 * NODE_PATH=/tmp/swe/node_modules (see swisseph-reference.mjs).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const sweph = require('sweph');
export const C = sweph.constants;

/** Amritapuri (Vallikkavu, Kollam district, Kerala): longitude, latitude, metres. */
export const TEMPLE = [76.4913, 9.0946, 5];
export const IST_MS = 5.5 * 3_600_000;
export const DAY_MS = 86_400_000;
/** Under a minute from a cut-off, the two ephemerides may fall on either side of it. */
export const CLOSE_MS = 60_000;
export const FLAG = C.SEFLG_MOSEPH | C.SEFLG_SIDEREAL;
/** One nakshatra's span of the Moon's longitude. */
export const STAR = 360 / 27;

sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);

export const toMs = (jd) => (jd - 2440587.5) * DAY_MS;
export const toJd = (ms) => ms / DAY_MS + 2440587.5;
export const istDate = (ms) => new Date(ms + IST_MS).toISOString().slice(0, 10);
export const addDays = (iso, n) =>
  new Date(Date.parse(iso) + n * DAY_MS).toISOString().slice(0, 10);
export const days = (a, b) => Math.round((Date.parse(b) - Date.parse(a)) / DAY_MS);

const riseSet = (iso, which) =>
  toMs(
    sweph.rise_trans(
      toJd(Date.parse(iso) - IST_MS),
      C.SE_SUN,
      null,
      C.SEFLG_MOSEPH,
      which,
      TEMPLE,
      1013.25,
      15,
    ).data,
  );
/** The upper limb's rise at the temple on an IST date, standard refraction (1013.25 hPa, 15 °C). */
export const sunrise = (iso) => riseSet(iso, C.SE_CALC_RISE);
export const sunset = (iso) => riseSet(iso, C.SE_CALC_SET);

export const lon = (ms, body) => sweph.calc_ut(toJd(ms), body, FLAG).data[0];
export const elongation = (ms) => (((lon(ms, C.SE_MOON) - lon(ms, C.SE_SUN)) % 360) + 360) % 360;
export const sign = (ms) => Math.floor(lon(ms, C.SE_SUN) / 30);

/** First instant after `after` with elongation `target`: hourly steps, then bisection. */
export function crossing(target, after) {
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

/** The new moon beginning the lunar month of sign `wanted` after `after` (of an adhika pair, the second). */
export function monthStart(wanted, after) {
  let moon = crossing(0, after);
  while (sign(moon) !== wanted) moon = crossing(0, moon + 20 * DAY_MS);
  const following = crossing(0, moon + 20 * DAY_MS);
  return sign(following) === wanted ? following : moon;
}
