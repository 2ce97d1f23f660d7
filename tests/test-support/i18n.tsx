/**
 * Lingui for unit tests: an instance with the site's and the wizards'
 * catalogs of one language, and a wrapper for @testing-library's render.
 */
import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { setupI18n, type I18n } from '@lingui/core';
import { loadCatalog, type CatalogName } from '../../src/app/i18n/catalogs';
import { SOURCE_LANGUAGE } from '../../domain/languages';

/** A Lingui instance in `language` with `catalogs` loaded (await it in beforeAll). */
export async function testI18n(
  language: string = SOURCE_LANGUAGE,
  catalogs: readonly CatalogName[] = ['site', 'flows'],
): Promise<I18n> {
  const i18n = setupI18n();
  for (const name of catalogs) await loadCatalog(i18n, language, name);
  i18n.activate(language);
  return i18n;
}

/** `render(ui, { wrapper: i18nWrapper(i18n) })`. */
export function i18nWrapper(i18n: I18n) {
  return function I18nWrapper({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  };
}
