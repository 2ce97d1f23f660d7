/**
 * The 27 nakshatras of 13°20′ each from sidereal 0° (Ashwini), each in four
 * padas of 3°20′. The codes are general-prefs' birthStars codes
 * (server/catalog/birth-stars.ts; a server test keeps the two lists equal).
 */
export const NAKSHATRA_NAMES = [
  'Ashwini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrigashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Purva Phalguni',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'Purva Ashadha',
  'Uttara Ashadha',
  'Shravana',
  'Dhanishtha',
  'Shatabhisha',
  'Purva Bhadrapada',
  'Uttara Bhadrapada',
  'Revati',
] as const;

export const NAKSHATRA_SPAN = 360 / 27;
export const PADA_SPAN = NAKSHATRA_SPAN / 4;
/** Krittika begins at 26°40′. */
export const KRITTIKA_INDEX = 2;

export interface Star {
  code: string;
  name: string;
}

export interface NakshatraPosition {
  /** 0 (Ashwini) to 26 (Revati). */
  index: number;
  star: Star;
  /** 1 to 4. */
  pada: number;
}

export function starOf(index: number): Star {
  const name = NAKSHATRA_NAMES[((index % 27) + 27) % 27]!;
  return { code: name, name };
}

/** The nakshatra and pada of a sidereal longitude in degrees (0–360). */
export function nakshatraAt(longitude: number): NakshatraPosition {
  const normalized = ((longitude % 360) + 360) % 360;
  const index = Math.min(26, Math.floor(normalized / NAKSHATRA_SPAN));
  const within = normalized - index * NAKSHATRA_SPAN;
  const pada = Math.min(4, Math.floor(within / PADA_SPAN) + 1);
  return { index, star: starOf(index), pada };
}
