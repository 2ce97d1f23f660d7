import { describe, expect, it } from 'vitest';
import {
  siteAddress,
  ACCEPT_LANGUAGE_ENTRIES,
  ACCEPT_LANGUAGE_READ,
  LANGUAGES,
  pathInLanguage,
  preferredLanguages,
  sameSitePath,
  splitLanguage,
  type Language,
} from './languages';

describe('language in the address', () => {
  it('reads the language prefix and the path within it', () => {
    expect(splitLanguage('/ml/types-of-puja')).toEqual({ language: 'ml', path: '/types-of-puja' });
    expect(splitLanguage('/ta')).toEqual({ language: 'ta', path: '/' });
    expect(splitLanguage('/hi/')).toEqual({ language: 'hi', path: '/' });
    expect(splitLanguage('/terms')).toEqual({ language: 'en', path: '/terms' });
    // English has no prefix; an unknown code is an ordinary path (a 404 or a legacy name).
    expect(splitLanguage('/en/terms')).toEqual({ language: 'en', path: '/en/terms' });
    expect(splitLanguage('/fr/terms')).toEqual({ language: 'en', path: '/fr/terms' });
    expect(splitLanguage('/mlx')).toEqual({ language: 'en', path: '/mlx' });
  });

  it('writes the address of a path in a language, English unprefixed', () => {
    expect(pathInLanguage('/terms', 'ml')).toBe('/ml/terms');
    expect(pathInLanguage('/', 'ta')).toBe('/ta');
    expect(pathInLanguage('/terms', 'en')).toBe('/terms');
    for (const { code } of LANGUAGES) {
      expect(splitLanguage(pathInLanguage('/puja-kali', code))).toEqual({
        language: code,
        path: '/puja-kali',
      });
    }
  });

  it('takes a new language from its one line of configuration', () => {
    const withKannada: Language[] = [
      ...LANGUAGES,
      { code: 'kn', name: 'ಕನ್ನಡ', englishName: 'Kannada' },
    ];
    expect(splitLanguage('/kn/terms', withKannada)).toEqual({ language: 'kn', path: '/terms' });
    expect(splitLanguage('/kn/terms')).toEqual({ language: 'en', path: '/kn/terms' });
  });

  it('never makes an address of another site from a crafted path', () => {
    expect(splitLanguage('/ml//evil.example/x')).toEqual({
      language: 'ml',
      path: '/evil.example/x',
    });
    expect(pathInLanguage('//evil.example/x', 'en')).toBe('/evil.example/x');
    expect(pathInLanguage('///evil.example', 'ml')).toBe('/ml/evil.example');
    for (const crafted of [
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\t/x',
    ]) {
      expect(sameSitePath(crafted), crafted).toBe('/');
      for (const { code } of LANGUAGES) {
        expect(pathInLanguage(crafted, code), crafted).toBe(pathInLanguage('/', code));
      }
    }
    expect(sameSitePath('/terms?x=//y')).toBe('/terms?x=//y');
  });
});

describe('Accept-Language', () => {
  it('lists the wanted tags, most wanted first', () => {
    expect(preferredLanguages('fr-FR, ta;q=0.8, ml;q=0.9')).toEqual(['fr-FR', 'ml', 'ta']);
    expect(preferredLanguages('ml;q=0, ta, *;q=0.1')).toEqual(['ta']);
    expect(preferredLanguages('hi ;q=0.5, ta; level=1; q=0.7')).toEqual(['ta', 'hi']);
    expect(preferredLanguages('ml;q=x, ta;q=')).toEqual([]);
    expect(preferredLanguages(undefined)).toEqual([]);
  });

  it('reads a 16 kB header only as far as its cut, into a bounded list', () => {
    const tags = preferredLanguages(`${'x-y,'.repeat(4_000)}ml`);
    expect(tags.length).toBeLessThanOrEqual(ACCEPT_LANGUAGE_ENTRIES);
    expect(tags).not.toContain('ml');
    // The weight that backtracked in the old pattern (q= then spaces then no end) is no number.
    const spaced = `ta;q=${' '.repeat(16_000)}x, ml`;
    expect(preferredLanguages(spaced)).toEqual([]);
    expect(preferredLanguages(`ml, ${' '.repeat(ACCEPT_LANGUAGE_READ)}, ta`)).toEqual(['ml']);
  });
});

describe('siteAddress', () => {
  it('links a page of the site in the reader’s language, English without a prefix', () => {
    expect(siteAddress('https://temple.example/', 'ml', '/my-order/abc')).toBe(
      'https://temple.example/ml/my-order/abc',
    );
    expect(siteAddress('https://temple.example', 'en', '/astro-reschedule?code=A1')).toBe(
      'https://temple.example/astro-reschedule?code=A1',
    );
    expect(siteAddress('https://temple.example', 'hi', '/')).toBe('https://temple.example/hi');
  });

  it('keeps the English path for a language the site does not speak', () => {
    expect(siteAddress('https://temple.example', 'xx', '/terms')).toBe(
      'https://temple.example/terms',
    );
  });
});
