/**
 * The language the visitor is reading the site in, as the page says it
 * (`<html lang>`, which the site's i18n keeps in step with the address), for
 * the requests that record it: an order, a booking. English pages send none.
 */
import { isLanguage, type VisitorLanguage } from '../../domain/visitor-language';

export function pageLanguage(): { language?: VisitorLanguage } {
  if (typeof document === 'undefined') return {};
  const language = document.documentElement.lang;
  return isLanguage(language) && language !== 'en' ? { language } : {};
}

/**
 * `path` with `?lang=` for a page in a language other than English: the
 * catalog's calls then also carry the temple's words in it (docs/api.md).
 */
export function inPageLanguage(path: string): string {
  const { language } = pageLanguage();
  return language ? `${path}${path.includes('?') ? '&' : '?'}lang=${language}` : path;
}
