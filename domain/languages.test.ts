import { describe, expect, it } from 'vitest';
import { LANGUAGES, pathInLanguage, sameSitePath, splitLanguage, type Language } from './languages';

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
