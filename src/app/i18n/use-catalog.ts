import { use } from 'react';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { hasCatalog, loadCatalog, type CatalogName } from './catalogs';

const pending = new WeakMap<I18n, Map<string, Promise<void>>>();

/**
 * Suspends until the catalog `name` of the active language is loaded (the
 * wizards' `flows`: src/app/wizard-page.tsx). Works in the browser and in the
 * prerender alike.
 */
export function useCatalog(name: CatalogName): void {
  const { i18n } = useLingui();
  const language = i18n.locale;
  if (hasCatalog(i18n, language, name)) return;
  const byKey = pending.get(i18n) ?? new Map<string, Promise<void>>();
  pending.set(i18n, byKey);
  const key = `${language}/${name}`;
  let promise = byKey.get(key);
  if (!promise) {
    promise = loadCatalog(i18n, language, name);
    byKey.set(key, promise);
  }
  use(promise);
}
