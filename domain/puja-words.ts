/**
 * A puja's name and description in the visitor's language: the temple's own
 * translation (the prefs' `localized`, domain/catalog-texts.ts) first, then
 * the name table (domain/puja-names.ts), else the English marked as English.
 */
import { textIn, type TextIn } from './catalog-texts';
import { pujaName } from './puja-facts';
import { pujaNameIn } from './puja-names';
import type { PujaDetail } from './prefs';

type Words = Pick<PujaDetail, 'displayName' | 'name' | 'extDescription' | 'localized'>;

export function pujaTitleIn(detail: Words, language: string): TextIn {
  const own = textIn(pujaName(detail), detail.localized, 'displayName', language);
  if (own.lang === language || language === 'en') return own;
  const named = pujaNameIn(detail, language);
  return named !== own.text ? { text: named, lang: language } : own;
}

export function pujaDescriptionIn(detail: Words, language: string): TextIn {
  return textIn(detail.extDescription ?? '', detail.localized, 'extDescription', language);
}

/** `{ lang }` for an element whose text is not in the page's language, else nothing. */
export function langAttribute(text: TextIn, pageLanguage: string): { lang?: string } {
  return text.lang === pageLanguage ? {} : { lang: text.lang };
}

/** `lang` when it is not the page's language (for a `lang` attribute), else undefined. */
export const langIfOther = (lang: string, pageLanguage: string): string | undefined =>
  lang === pageLanguage ? undefined : lang;
