/**
 * The Lahiri (Chitrapaksha) ayanamsa as Swiss Ephemeris's SE_SIDM_LAHIRI
 * defines it: the mean ayanamsa at J2000 carried by the IAU 2006 general
 * precession in longitude, plus the nutation in longitude (a "true"
 * ayanamsa, to subtract from a true-equinox longitude such as
 * astronomy-engine's EclipticGeoMoon).
 */
import { MakeTime, e_tilt } from 'astronomy-engine';

/** Mean Lahiri ayanamsa at J2000 (TT), degrees, as Swiss Ephemeris 2.10 gives it. */
const MEAN_AT_J2000 = 23.857092354;
const ARCSEC = 1 / 3600;

/** IAU 2006 general precession in longitude (arcseconds), T in Julian centuries TT. */
function generalPrecession(t: number): number {
  return t * (5028.796195 + t * (1.1054348 + t * (0.00007964 - t * 0.000023857)));
}

/** The true Lahiri ayanamsa in degrees at an instant. */
export function lahiriAyanamsa(at: Date): number {
  const time = MakeTime(at);
  const centuries = time.tt / 36525;
  const mean = MEAN_AT_J2000 + generalPrecession(centuries) * ARCSEC;
  return mean + e_tilt(time).dpsi * ARCSEC;
}
