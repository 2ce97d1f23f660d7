/**
 * The PO catalogs as files, for the checks (catalogs.test.ts) and the
 * translators' report (`npm run i18n:status`). Node only: never imported by
 * the site.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';

export interface CatalogEntry {
  /** The English source text (the PO msgid). */
  source: string;
  translation: string;
  flags: string[];
  obsolete: boolean;
}

/** Every catalog of the site: its name and where each language's file is. */
export const CATALOG_FILES = [
  { name: 'site', file: (language: string) => `src/locales/${language}/site.po` },
  { name: 'form', file: (language: string) => `src/locales/${language}/form.po` },
  { name: 'flows', file: (language: string) => `src/locales/${language}/flows.po` },
  { name: 'emails', file: (language: string) => `server/locales/${language}/emails.po` },
] as const;

/** The flag of a translation no native speaker has reviewed yet (docs/translating.md). */
export const UNREVIEWED_FLAG = 'unreviewed';

const po = formatter({ lineNumbers: false });

/** The catalog's entries by message id; null when the file does not exist. */
export async function readCatalog(
  root: string,
  relativeFile: string,
): Promise<Map<string, CatalogEntry> | null> {
  const file = path.join(root, relativeFile);
  if (!existsSync(file)) return null;
  const parsed = await po.parse(readFileSync(file, 'utf8'), {
    locale: null,
    sourceLocale: 'en',
    filename: file,
  });
  const entries = new Map<string, CatalogEntry>();
  for (const [id, message] of Object.entries(parsed ?? {})) {
    const extra = (message.extra ?? {}) as { flags?: string[] };
    entries.set(id, {
      // An explicit id's English is the source catalog's translation (decisions 0147, 0148).
      source: message.message ?? (message.translation || id),
      translation: message.translation ?? '',
      flags: extra.flags ?? [],
      obsolete: Boolean(message.obsolete),
    });
  }
  return entries;
}

/** The placeholders and tags of a message (`{name}`, `<0>`), sorted: a translation keeps them all. */
export function placeholdersOf(message: string): string[] {
  const names = [...message.matchAll(/\{\s*(\w+)\s*[,}]|<\/?(\d+)\/?>/g)].map((match) =>
    match[1] !== undefined ? `{${match[1]}}` : match[0],
  );
  return names.sort();
}
