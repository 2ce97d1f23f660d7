import { describe, expect, it } from 'vitest';
import { PUJA_NAMES, pujaNameIn } from './puja-names';

describe('puja names in each language', () => {
  it('names a known puja in the visitor’s language and keeps the catalog’s name otherwise', () => {
    const kali = { name: 'Kali/Karthika Puja', displayName: '' };
    expect(pujaNameIn(kali, 'ml')).toBe('കാളി/കാർത്തിക പൂജ');
    expect(pujaNameIn(kali, 'ta')).toBe('காளி/கார்த்திகை பூஜை');
    expect(pujaNameIn(kali, 'en')).toBe('Kali/Karthika Puja');
    expect(pujaNameIn({ name: 'Test Homa', displayName: '' }, 'hi')).toBe('Test Homa');
  });

  it('has every name in every language', () => {
    for (const [english, names] of Object.entries(PUJA_NAMES)) {
      expect(Object.keys(names).sort(), english).toEqual(['hi', 'ml', 'ta']);
    }
  });
});
