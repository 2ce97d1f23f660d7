import { LANGUAGE_CHOICE_COOKIE, languageChoiceIn } from '../../../domain/languages';

/**
 * The visitor's own choice of language, remembered in a cookie (decision
 * 0172): set by the switcher's links and by either answer to the suggestion
 * (the shell's delegated click handler, src/app/shell), so the suggestion is
 * made once and the server can tell who has chosen.
 */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberLanguageChoice(language: string, doc: Document = document): void {
  doc.cookie =
    `${LANGUAGE_CHOICE_COOKIE}=${encodeURIComponent(language)}; Path=/; ` +
    `Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

export function rememberedLanguageChoice(doc: Document = document): string | null {
  return languageChoiceIn(doc.cookie);
}
