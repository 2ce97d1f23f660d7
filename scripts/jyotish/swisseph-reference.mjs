/**
 * Reproduces the Swiss Ephemeris reference values stored in
 * domain/jyotish/moon.test.ts. Not part of the project or CI: Swiss
 * Ephemeris is not a dependency. Run it once by hand:
 *
 *   mkdir /tmp/swe && (cd /tmp/swe && npm init -y && npm install sweph)
 *   NODE_PATH=/tmp/swe/node_modules node scripts/jyotish/swisseph-reference.mjs
 *
 * It uses the sweph bindings (Swiss Ephemeris 2.10.03) with no ephemeris files,
 * i.e. the built-in Moshier ephemeris (SEFLG_MOSEPH, a few arcseconds from
 * JPL for the Moon), sidereal mode SE_SIDM_LAHIRI, instants in UT.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const sweph = require('sweph');
const { constants: C } = sweph;

const INSTANTS = [
  '1900-01-01T00:00:00Z',
  '1908-06-30T00:14:00Z',
  '1916-03-12T09:30:00Z',
  '1923-11-08T17:45:00Z',
  '1931-07-19T03:05:00Z',
  '1939-02-27T21:20:00Z',
  '1947-08-15T00:00:00Z',
  '1954-12-02T12:00:00Z',
  '1962-09-23T06:40:00Z',
  '1970-05-05T15:10:00Z',
  '1978-01-17T23:55:00Z',
  '1985-10-29T04:25:00Z',
  '1993-07-07T19:35:00Z',
  '2000-01-01T12:00:00Z',
  '2008-04-14T08:50:00Z',
  '2016-12-25T02:15:00Z',
  '2024-12-13T12:30:00Z',
  '2031-08-20T20:05:00Z',
  '2040-03-03T10:45:00Z',
  '2050-12-31T23:00:00Z',
];

sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);
for (const iso of INSTANTS) {
  const d = new Date(iso);
  const jd = sweph.utc_to_jd(
    d.getUTCFullYear(),
    d.getUTCMonth() + 1,
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
    C.SE_GREG_CAL,
  ).data[1];
  const moon = sweph.calc_ut(jd, C.SE_MOON, C.SEFLG_MOSEPH | C.SEFLG_SIDEREAL);
  console.log(`  ['${iso}', ${moon.data[0].toFixed(4)}],`);
}
