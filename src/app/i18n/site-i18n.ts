/**
 * The browser's one Lingui instance (the prerender makes one per page and
 * language: src/app/prerender.tsx). Components reach it through
 * <I18nProvider> (`useLingui`), never as a global (docs/translating.md).
 */
import { setupI18n, type I18n } from '@lingui/core';
import { loadCatalog } from './catalogs';

export const siteI18n: I18n = setupI18n();

/** Loads `language`'s site catalog and activates it (before the first render). */
export async function startLanguage(i18n: I18n, language: string): Promise<void> {
  await loadCatalog(i18n, language, 'site');
  i18n.activate(language);
}
