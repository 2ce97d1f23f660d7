import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_CHOICE_COOKIE, languageChoiceIn } from '../../../domain/languages';
import { rememberLanguageChoice, rememberedLanguageChoice } from './language-choice';

afterEach(() => {
  document.cookie = `${LANGUAGE_CHOICE_COOKIE}=; Path=/; Max-Age=0`;
});

describe('the remembered language choice', () => {
  it('is a cookie for the whole site, kept a year, sent on top-level navigation', () => {
    const written: string[] = [];
    const doc = {
      set cookie(value: string) {
        written.push(value);
      },
    } as unknown as Document;
    rememberLanguageChoice('ml', doc);
    expect(written).toEqual([
      `${LANGUAGE_CHOICE_COOKIE}=ml; Path=/; Max-Age=31536000; SameSite=Lax`,
    ]);
  });

  it('is read back in the browser', () => {
    expect(rememberedLanguageChoice()).toBeNull();
    rememberLanguageChoice('ta');
    expect(rememberedLanguageChoice()).toBe('ta');
    rememberLanguageChoice('en');
    expect(rememberedLanguageChoice()).toBe('en');
  });

  it('is found among other cookies, and anything not a language code is ignored', () => {
    expect(languageChoiceIn(`a=1; ${LANGUAGE_CHOICE_COOKIE}=hi; b=2`)).toBe('hi');
    expect(languageChoiceIn(`${LANGUAGE_CHOICE_COOKIE}-old=ml`)).toBeNull();
    expect(languageChoiceIn(`${LANGUAGE_CHOICE_COOKIE}=%3Cscript%3E`)).toBeNull();
    expect(languageChoiceIn(`${LANGUAGE_CHOICE_COOKIE}=`)).toBeNull();
    expect(languageChoiceIn('')).toBeNull();
  });
});
