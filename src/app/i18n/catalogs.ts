/**
 * Loads a language's compiled catalogs (the PO files, compiled by Lingui's
 * Vite plugin on import) into an I18n instance. `site` is loaded by the shell
 * before the first render; `flows` by the wizards' chunks when they load
 * (src/app/wizard-page.tsx), so a content page never downloads the wizards'
 * words; `form` by the printable order form. Loading twice is free (the
 * modules are cached).
 */
import type { I18n, Messages } from '@lingui/core';

export type CatalogName = 'site' | 'form' | 'flows';

type CatalogModule = { messages: Messages };
type Loader = () => Promise<CatalogModule>;

const SITE: Record<string, Loader> = import.meta.glob<CatalogModule>('../../locales/*/site.po');
const FORM: Record<string, Loader> = import.meta.glob<CatalogModule>('../../locales/*/form.po');
const FLOWS: Record<string, Loader> = import.meta.glob<CatalogModule>('../../locales/*/flows.po');
const LOADERS: Record<CatalogName, Record<string, Loader>> = {
  site: SITE,
  form: FORM,
  flows: FLOWS,
};

function loaderFor(name: CatalogName, language: string): Loader | undefined {
  return LOADERS[name][`../../locales/${language}/${name}.po`];
}

/** Catalogs already merged into an instance, per language. */
const merged = new WeakMap<I18n, Set<string>>();

export function hasCatalog(i18n: I18n, language: string, name: CatalogName): boolean {
  return merged.get(i18n)?.has(`${language}/${name}`) ?? false;
}

/** Merges the catalog `name` of `language` into `i18n` (no-op if there is none yet). */
export async function loadCatalog(i18n: I18n, language: string, name: CatalogName): Promise<void> {
  if (hasCatalog(i18n, language, name)) return;
  const load = loaderFor(name, language);
  if (!load) return;
  const { messages } = await load();
  i18n.load(language, messages);
  const done = merged.get(i18n) ?? new Set<string>();
  done.add(`${language}/${name}`);
  merged.set(i18n, done);
}
