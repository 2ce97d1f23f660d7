import { describe, expect, it } from 'vitest';
import { NAKSHATRA_NAMES } from './jyotish/nakshatra';
import { NAKSHATRAS, nakshatraMatches, nakshatraName, starChoiceLabel } from './nakshatra-names';

describe('birth-star names in each language', () => {
  it('names all 27 stars in every language, in the catalog’s order', () => {
    expect(NAKSHATRAS.map((star) => star.english)).toEqual([...NAKSHATRA_NAMES]);
    for (const star of NAKSHATRAS) {
      expect(star.ml, star.english).toMatch(/^[\u0D00-\u0D7F\s]+$/);
      expect(star.ta, star.english).toMatch(/^[\u0B80-\u0BFF\s]+$/);
      expect(star.hi, star.english).toMatch(/^[\u0900-\u097F\s]+$/);
    }
  });

  it('gives Karthika in each tradition', () => {
    expect(nakshatraName('Krittika', 'ml')).toBe('കാർത്തിക');
    expect(nakshatraName('Krittika', 'ta')).toBe('கார்த்திகை');
    expect(nakshatraName('Krittika', 'hi')).toBe('कृत्तिका');
    expect(nakshatraName('Krittika', 'en')).toBe('Krittika');
    expect(nakshatraName('Unknown star', 'ml')).toBe('Unknown star');
  });

  it('finds a star by its English, Sanskrit or regional name, in any script', () => {
    for (const query of [
      'Krit',
      'kṛttikā',
      'krttika',
      'Karthika',
      'karthigai',
      'കാർ',
      'கார்த்',
      'कृत्',
    ]) {
      expect(nakshatraMatches('Krittika', query), query).toBe(true);
    }
    expect(nakshatraMatches('Krittika', 'Rohini')).toBe(false);
    expect(nakshatraMatches('Ardra', 'Thiruvathira')).toBe(true);
    expect(nakshatraMatches('Ardra', 'திருவாதிரை')).toBe(true);
    expect(nakshatraMatches('Purva Phalguni', 'purva phal')).toBe(true);
    expect(NAKSHATRA_NAMES.filter((star) => nakshatraMatches(star, 'Pooram'))).toEqual([
      'Purva Phalguni',
    ]);
  });

  it('lists the stars in the page’s script alone: all 27 in Malayalam, no English after', () => {
    const stars = NAKSHATRA_NAMES.map((name) => ({ name, aliases: ['Other'] }));
    const malayalam = stars.map((star) => starChoiceLabel(star, 'ml'));
    expect(malayalam[2]).toBe('കാർത്തിക');
    expect(malayalam.every((label) => /^[\u0d00-\u0d7f\u200c\u200d]+$/.test(label))).toBe(true);
    expect(starChoiceLabel(stars[2]!, 'ta')).toBe('கார்த்திகை');
    expect(starChoiceLabel(stars[2]!, 'en')).toBe('Krittika (Other)');
  });
});
