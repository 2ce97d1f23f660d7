/**
 * The site's languages: one line each (docs/translating.md). English is the
 * source language and keeps today's paths; every other language lives under
 * `/<code>/…` with its catalogs in src/locales/<code>/ and
 * server/locales/<code>/. Pure data: the router, the server (hreflang, routes),
 * lingui.config.ts and the language switcher all read this list.
 */
export interface Language {
  /** BCP 47 code: the URL prefix, `<html lang>`, the catalogs' folder and Intl's locale. */
  code: string;
  /** The language's name in its own script (the switcher shows it with `lang` set). */
  name: string;
  /** The English name (for screen readers' hints and docs). */
  englishName: string;
  /** The face its script needs, in public/fonts/ (preloaded on its pages; src/ui/tokens.css). */
  font?: string;
}

export const SOURCE_LANGUAGE = 'en';

/**
 * The cookie that remembers the visitor's own choice of language (the
 * switcher, or an answer to the suggestion): a cookie, not storage, so that
 * the server renders the suggestion only to those who have not chosen.
 */
export const LANGUAGE_CHOICE_COOKIE = 'puja-language';

/** The remembered choice from a `Cookie` header's or `document.cookie`'s text, if any. */
export function languageChoiceIn(cookies: string): string | null {
  for (const pair of cookies.split(';')) {
    const [name, value] = pair.split('=', 2).map((part) => part.trim());
    // A language code is letters, digits and hyphens; anything else is not ours.
    if (name === LANGUAGE_CHOICE_COOKIE && value && /^[\w-]+$/.test(value)) return value;
  }
  return null;
}

export const LANGUAGES: readonly Language[] = [
  { code: 'en', name: 'English', englishName: 'English' },
  {
    code: 'ml',
    name: 'മലയാളം',
    englishName: 'Malayalam',
    font: 'noto-sans-malayalam-subset.woff2',
  },
  { code: 'ta', name: 'தமிழ்', englishName: 'Tamil', font: 'noto-sans-tamil-subset.woff2' },
  { code: 'hi', name: 'हिन्दी', englishName: 'Hindi', font: 'noto-sans-devanagari-subset.woff2' },
];

/**
 * The pseudo-language of the tests (Lingui pseudo-localises its catalog at
 * compile time: "Ţŷƥēş ōƒ Ƥũĵàş"): text that did not come from a catalog
 * stays plain and is caught (tests/test-support/pseudo-locale.tsx).
 */
export const PSEUDO_LANGUAGE: Language = {
  code: 'en-XA',
  name: 'Ƥşēũďō',
  englishName: 'Pseudo',
};

export const LANGUAGE_CODES: readonly string[] = LANGUAGES.map((language) => language.code);

/** The path's language and the path without its prefix: `/ml/terms` → ml, `/terms`. */
export function splitLanguage(
  pathname: string,
  languages: readonly Language[] = LANGUAGES,
): { language: string; path: string } {
  const match = /^\/([a-zA-Z]{2,3}(?:-[a-zA-Z0-9]{2,8})?)(?=\/|$)(.*)$/.exec(pathname);
  const code = match?.[1];
  if (match && code && code !== SOURCE_LANGUAGE && languages.some((item) => item.code === code)) {
    return { language: code, path: sameSitePath(match[2] || '/') };
  }
  return { language: SOURCE_LANGUAGE, path: sameSitePath(pathname) };
}

/**
 * `path` as a path of this site: one leading slash however many it came with (to a
 * browser `//evil.example/x` is another site), and the home page for anything that
 * is not a plain path: no leading slash (a scheme, `javascript:`), a backslash
 * (browsers read it as a slash) or a control character (browsers drop them).
 */
export function sameSitePath(path: string): string {
  if (!path.startsWith('/') || /[\\\p{Cc}]/u.test(path)) return '/';
  return path.replace(/^\/+/, '/');
}

/**
 * The address of `path` in `language`: `/terms` in ml → `/ml/terms`; English keeps `/terms`.
 * Always a path of this site (sameSitePath), whatever address `path` was taken from.
 */
export function pathInLanguage(path: string, language: string): string {
  const safe = sameSitePath(path);
  if (language === SOURCE_LANGUAGE) return safe;
  return safe === '/' ? `/${language}` : `/${language}${safe}`;
}

/**
 * The language to suggest to a first-time visitor of an English page: the
 * first of the browser's preferred languages (Accept-Language, as
 * `navigator.languages` gives it) that the site speaks, unless it is English
 * or the visitor has already chosen. A suggestion only: the site never moves
 * the visitor by itself (decision 0141).
 */
export function suggestedLanguage(
  preferred: readonly string[],
  current: string,
  chosen: string | null,
  languages: readonly Language[] = LANGUAGES,
): string | null {
  if (chosen !== null || current !== SOURCE_LANGUAGE) return null;
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    const match = languages.find((language) => language.code === primary);
    if (match) return match.code === SOURCE_LANGUAGE ? null : match.code;
  }
  return null;
}
