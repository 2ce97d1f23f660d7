/**
 * The browser's one Lingui instance (the server's renderer makes one per
 * language when it starts: src/app/prerender.tsx). Components reach it through
 * <I18nProvider> (`useLingui`), never as a global (docs/translating.md).
 */
import { loadSolarDaysFor } from './solar-days';
import { setupI18n, type I18n } from '@lingui/core';
import { loadCatalog } from './catalogs';

export const siteI18n: I18n = setupI18n();

/** Loads `language`'s shell words and activates it (before the first render; pages load their own). */
export async function startLanguage(i18n: I18n, language: string): Promise<void> {
  await Promise.all([loadCatalog(i18n, language, 'site:shell'), loadSolarDaysFor(language)]);
  i18n.activate(language);
}
