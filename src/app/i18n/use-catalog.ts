import { use } from 'react';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { catalogExists, hasCatalog, loadCatalog, type CatalogName } from './catalogs';

const pending = new WeakMap<I18n, Map<string, Promise<void>>>();

/**
 * Suspends until the catalog `name` of the active language is loaded (the
 * wizards' `flows`: src/app/wizard-page.tsx). Works in the browser and in the
 * prerender alike.
 */
export function useCatalog(name: CatalogName): void {
  const { i18n } = useLingui();
  const key = `${i18n.locale}/${name}`;
  const byKey = pending.get(i18n) ?? new Map<string, Promise<void>>();
  pending.set(i18n, byKey);
  // A render that suspended on the promise calls use() with it again once it is settled.
  let promise = byKey.get(key);
  if (!promise) {
    if (hasCatalog(i18n, i18n.locale, name) || !catalogExists(i18n.locale, name)) return;
    promise = loadCatalog(i18n, i18n.locale, name);
    byKey.set(key, promise);
  }
  use(promise);
}
