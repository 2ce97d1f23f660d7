import { useEffect, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { useLanguage } from '../router';
import { loadCatalog, loadedCatalogs } from './catalogs';
import { loadSolarDaysFor } from './solar-days';

/**
 * Lingui's provider, in step with the router's language: on a switch the new
 * language's catalogs (the same as were loaded in the old one: the shell's,
 * the page's, the wizards' or the printable form's) load first, then the language is activated and `<html lang>` follows,
 * so the page never shows a half-translated state.
 */
export function SiteI18n({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const language = useLanguage();
  useEffect(() => {
    if (i18n.locale === language) return;
    let current = true;
    const previous = i18n.locale;
    const wanted = loadedCatalogs(i18n, previous);
    void Promise.all([
      ...wanted.map((name) => loadCatalog(i18n, language, name)),
      loadSolarDaysFor(language),
    ]).then(() => {
      if (!current) return;
      i18n.activate(language);
      document.documentElement.lang = language;
    });
    return () => {
      current = false;
    };
  }, [i18n, language]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
