/** The Moon's sidereal (Lahiri) longitude, from astronomy-engine's lunar theory. */
import { EclipticGeoMoon } from 'astronomy-engine';
import { lahiriAyanamsa } from './ayanamsa';

export const normalizeDegrees = (degrees: number): number => ((degrees % 360) + 360) % 360;

/** Geocentric ecliptic longitude of the Moon (true equinox of date) minus Lahiri, 0–360°. */
export function moonSiderealLongitude(at: Date): number {
  return normalizeDegrees(EclipticGeoMoon(at).lon - lahiriAyanamsa(at));
}
