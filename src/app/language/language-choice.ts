/**
 * The visitor's own choice of language, remembered in the browser: set by
 * the switcher and by answering the suggestion (either way), so the
 * suggestion is made once. Storage may be unavailable (private modes): then
 * nothing is remembered and nothing fails.
 */
const CHOICE_KEY = 'puja-language-choice';

export function rememberLanguageChoice(language: string): void {
  try {
    localStorage.setItem(CHOICE_KEY, language);
  } catch {
    // No storage: the suggestion may come again on the next visit.
  }
}

export function rememberedLanguageChoice(): string | null {
  try {
    return localStorage.getItem(CHOICE_KEY);
  } catch {
    return null;
  }
}
