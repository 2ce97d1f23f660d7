/**
 * The site's languages: one line each (docs/translating.md). English is the
 * source language and keeps today's paths; every other language lives under
 * `/<code>/…` with its catalogs in src/locales/<code>/ and
 * server/locales/<code>/. Pure data: the router, the server (hreflang, routes),
 * lingui.config.ts and the language switcher all read this list.
 */
import { trimTrailingSlashes } from './trailing-slashes';

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

/** The longest language code the choice cookie may hold (BCP 47 tags of ours are short). */
const MAX_CHOICE_LENGTH = 35;

/** The remembered choice from a `Cookie` header's or `document.cookie`'s text, if any. */
export function languageChoiceIn(cookies: string): string | null {
  for (const pair of cookies.split(';')) {
    const [name, value] = pair.split('=', 2).map((part) => part.trim());
    // A language code is letters, digits and hyphens; anything else is not ours.
    if (name !== LANGUAGE_CHOICE_COOKIE || !value || value.length > MAX_CHOICE_LENGTH) continue;
    if (/^[\w-]+$/.test(value)) return value;
  }
  return null;
}

/**
 * Only this much of an `Accept-Language` header is read: a browser sends a few
 * dozen characters, and what lies past the cut is the least wanted anyway.
 */
export const ACCEPT_LANGUAGE_READ = 256;
/** At most this many of its entries are weighed. */
export const ACCEPT_LANGUAGE_ENTRIES = 16;

/** An entry's weight: its `q=` parameter as a number, 1 without one, 0 when not a number. */
function weightOf(params: readonly string[]): number {
  for (const param of params) {
    const trimmed = param.trim();
    if (!trimmed.startsWith('q=')) continue;
    const weight = Number(trimmed.slice(2).trim());
    // A weight that is no number counts as none wanted (q=0), not as the most wanted.
    return trimmed.length > 2 && Number.isFinite(weight) ? weight : 0;
  }
  return 1;
}

/**
 * Accept-Language's tags, most wanted first (q=0 means not wanted). The header is
 * cut to ACCEPT_LANGUAGE_READ characters and read by splitting, with no pattern,
 * so its work is bounded whatever a client sends (decision 0173).
 */
export function preferredLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, ACCEPT_LANGUAGE_READ)
    .split(',', ACCEPT_LANGUAGE_ENTRIES)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      return { tag: tag.trim(), q: weightOf(params), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
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
 * The absolute address of the page at `path` in `language` on the site at `origin`, the one
 * way a mail (or a calendar file) links to a page, so that it opens in the language of the
 * order or booking it is about: `https://temple.example` + `/my-order/x` in ml →
 * `https://temple.example/ml/my-order/x`; English keeps the path as it is, and so does a
 * language the site does not speak. The path may carry a query or a fragment.
 */
export function siteAddress(
  origin: string,
  language: string,
  path: string,
  languages: readonly Language[] = LANGUAGES,
): string {
  const known = languages.some((item) => item.code === language) ? language : SOURCE_LANGUAGE;
  return `${trimTrailingSlashes(origin)}${pathInLanguage(path, known)}`;
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
