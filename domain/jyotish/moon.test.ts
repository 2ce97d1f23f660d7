import { describe, expect, it } from 'vitest';
import { lahiriAyanamsa } from './ayanamsa';
import { moonSiderealLongitude } from './moon';

/**
 * The Moon's sidereal (Lahiri) longitude in degrees from Swiss Ephemeris
 * 2.10.03 (sweph bindings, no ephemeris files, so its built-in Moshier
 * ephemeris; SE_SIDM_LAHIRI; swe_calc_ut with SEFLG_SIDEREAL), computed once
 * by scripts/jyotish/swisseph-reference.mjs, which says how to rerun it.
 */
const SWISS_EPHEMERIS: [string, number][] = [
  ['1900-01-01T00:00:00Z', 249.951],
  ['1908-06-30T00:14:00Z', 89.9402],
  ['1916-03-12T09:30:00Z', 65.5571],
  ['1923-11-08T17:45:00Z', 203.8813],
  ['1931-07-19T03:05:00Z', 141.4609],
  ['1939-02-27T21:20:00Z', 54.8526],
  ['1947-08-15T00:00:00Z', 97.4439],
  ['1954-12-02T12:00:00Z', 305.3243],
  ['1962-09-23T06:40:00Z', 95.4078],
  ['1970-05-05T15:10:00Z', 21.4243],
  ['1978-01-17T23:55:00Z', 24.9026],
  ['1985-10-29T04:25:00Z', 16.9001],
  ['1993-07-07T19:35:00Z', 306.4444],
  ['2000-01-01T12:00:00Z', 199.4706],
  ['2008-04-14T08:50:00Z', 110.6862],
  ['2016-12-25T02:15:00Z', 203.521],
  ['2024-12-13T12:30:00Z', 32.843],
  ['2031-08-20T20:05:00Z', 153.448],
  ['2040-03-03T10:45:00Z', 192.5693],
  ['2050-12-31T23:00:00Z', 119.7244],
];

const angularGap = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

describe('the Moon’s sidereal longitude', () => {
  it.each(SWISS_EPHEMERIS)('at %s is within 0.05° of Swiss Ephemeris (%f°)', (iso, expected) => {
    expect(angularGap(moonSiderealLongitude(new Date(iso)), expected)).toBeLessThan(0.05);
  });

  it('uses the Lahiri ayanamsa of 23°51′11″ at J2000, growing about 50.29″ a year', () => {
    const j2000 = lahiriAyanamsa(new Date('2000-01-01T12:00:00Z'));
    expect(Math.abs(j2000 - (23 + 51 / 60 + 11 / 3600))).toBeLessThan(0.001);
    const later = lahiriAyanamsa(new Date('2100-01-01T12:00:00Z'));
    expect((later - j2000) * 3600).toBeGreaterThan(5000);
    expect((later - j2000) * 3600).toBeLessThan(5060);
  });
});
