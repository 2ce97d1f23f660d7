/**
 * Loads a language's compiled catalogs into an I18n instance. The site
 * catalog comes in parts (./site-catalog-parts.ts, decision 0144):
 * `site:shell` is loaded before the first render, each page's part beside
 * the page's code (../page-registry.tsx), `site:heads` with the titles table;
 * `flows` (the wizards' words) by the wizards' chunks (../wizard-page.tsx),
 * `form` by the printable order form. `site` is every part at once (tests).
 * Loading twice is free (the modules are cached).
 */
import type { I18n, Messages } from '@lingui/core';
import { SITE_CATALOG_LOADERS } from 'virtual:site-catalog-parts';
import type { SitePart } from './site-catalog-parts';

export type CatalogName = 'site' | `site:${SitePart}` | 'form' | 'flows';

type CatalogModule = { messages: Messages };
type Loader = () => Promise<CatalogModule>;

const FORM: Record<string, Loader> = import.meta.glob<CatalogModule>('../../locales/*/form.po');
const FLOWS: Record<string, Loader> = import.meta.glob<CatalogModule>('../../locales/*/flows.po');
// The parts by the loaders' table, the same in every language (the parts' sources are build data).
const ALL_SITE_PARTS: readonly CatalogName[] = Object.keys(SITE_CATALOG_LOADERS['en'] ?? {}).map(
  (part) => `site:${part as SitePart}` as const,
);

/** Whether `part` names a part of the site catalog (a content page's path, `shell`, …). */
export function hasSitePart(part: string): part is SitePart {
  return ALL_SITE_PARTS.includes(`site:${part}` as CatalogName);
}

function loaderFor(name: CatalogName, language: string): Loader | undefined {
  if (name.startsWith('site:')) return SITE_CATALOG_LOADERS[language]?.[name.slice(5)];
  const files = name === 'form' ? FORM : FLOWS;
  return files[`../../locales/${language}/${name}.po`];
}

/** The catalogs merged into an instance: language → names. */
const merged = new WeakMap<I18n, Map<string, Set<CatalogName>>>();

/** Whether `language` has a catalog `name` to load (none before a language is active). */
export function catalogExists(language: string, name: CatalogName): boolean {
  return name === 'site' || loaderFor(name, language) !== undefined;
}

export function hasCatalog(i18n: I18n, language: string, name: CatalogName): boolean {
  return merged.get(i18n)?.get(language)?.has(name) ?? false;
}

/** The catalogs loaded in `language` (a language switch loads the same in the new one). */
export function loadedCatalogs(i18n: I18n, language: string): CatalogName[] {
  return [...(merged.get(i18n)?.get(language) ?? [])];
}

function markLoaded(i18n: I18n, language: string, name: CatalogName): void {
  const byLanguage = merged.get(i18n) ?? new Map<string, Set<CatalogName>>();
  merged.set(i18n, byLanguage);
  const names = byLanguage.get(language) ?? new Set<CatalogName>();
  byLanguage.set(language, names);
  names.add(name);
}

/** Merges the catalog `name` of `language` into `i18n` (no-op if there is none yet). */
export async function loadCatalog(i18n: I18n, language: string, name: CatalogName): Promise<void> {
  if (hasCatalog(i18n, language, name)) return;
  if (name === 'site') {
    await Promise.all(ALL_SITE_PARTS.map((part) => loadCatalog(i18n, language, part)));
    markLoaded(i18n, language, name);
    return;
  }
  const load = loaderFor(name, language);
  if (!load) return;
  const { messages } = await load();
  i18n.load(language, messages);
  markLoaded(i18n, language, name);
}
