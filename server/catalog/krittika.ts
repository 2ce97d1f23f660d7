/**
 * Approximate Krittika (Karthika) days, for the monthly Kali/Karthika Puja.
 *
 * A day "is" Krittika when the Moon stands in the Krittika nakshatra (sidereal
 * longitude 26°40′–40°) in the evening at Amritapuri, when the puja is held
 * (the rule that also places Karthigai Deepam: 26 Nov 2023, 13 Dec 2024). The Moon's longitude comes from the six largest terms of the lunar
 * theory (error about half a degree, i.e. about an hour of the Moon's motion),
 * minus the Lahiri ayanamsa. Good enough to seed a schedule; the temple
 * confirms the real dates (see docs/api.md).
 */
const DEG = Math.PI / 180;
const J2000_MS = Date.UTC(2000, 0, 1, 12);
const DAY_MS = 86_400_000;
const KRITTIKA_START = 26 + 40 / 60;
const KRITTIKA_END = 40;
/** 18:30 IST (13:00 UTC): the evening puja time at Amritapuri. */
const EVENING_UTC_MINUTES = 13 * 60;

const norm = (degrees: number) => ((degrees % 360) + 360) % 360;

/** The Moon's sidereal (Lahiri) longitude in degrees at an instant. */
export function moonSiderealLongitude(at: Date): number {
  const d = (at.getTime() - J2000_MS) / DAY_MS;
  const meanLongitude = 218.316 + 13.176396 * d;
  const moonAnomaly = (134.963 + 13.064993 * d) * DEG;
  const sunAnomaly = (357.529 + 0.98560028 * d) * DEG;
  const elongation = (297.85 + 12.190749 * d) * DEG;
  const latitudeArg = (93.272 + 13.22935 * d) * DEG;
  const tropical =
    meanLongitude +
    6.289 * Math.sin(moonAnomaly) +
    1.274 * Math.sin(2 * elongation - moonAnomaly) +
    0.658 * Math.sin(2 * elongation) +
    0.214 * Math.sin(2 * moonAnomaly) -
    0.186 * Math.sin(sunAnomaly) -
    0.114 * Math.sin(2 * latitudeArg);
  const ayanamsa = 23.853 + (0.013969 * d) / 365.25;
  return norm(tropical - ayanamsa);
}

const inKrittika = (longitude: number) => longitude >= KRITTIKA_START && longitude < KRITTIKA_END;

function eveningOf(dayUtc: number): Date {
  return new Date(dayUtc + EVENING_UTC_MINUTES * 60_000);
}

/**
 * Krittika days (UTC midnight of the Indian calendar date, as YYYY-MM-DD) from
 * `from` (inclusive) for `days` days. When the Moon crosses all of Krittika
 * between two evenings, the day on which it passed counts.
 */
export function krittikaDays(from: Date, days: number): string[] {
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  const result: string[] = [];
  let previousWasKrittika = false;
  for (let i = 0; i < days; i++) {
    const day = start + i * DAY_MS;
    const today = moonSiderealLongitude(eveningOf(day));
    const tomorrow = moonSiderealLongitude(eveningOf(day + DAY_MS));
    const isKrittika = inKrittika(today);
    const skipped = today < KRITTIKA_START && tomorrow >= KRITTIKA_END && tomorrow < 90;
    // Two evenings in one Krittika: the first day is the one kept.
    if ((isKrittika && !previousWasKrittika) || skipped) {
      result.push(new Date(day).toISOString().slice(0, 10));
    }
    previousWasKrittika = isKrittika;
  }
  return result;
}
