/**
 * The catalog's translations (table catalog_texts, migration 0023): read per
 * language for the prefs calls and the content pages, written by the staff
 * console (server/staff/catalog-text-routes.ts) and by the seed.
 */
import type { Kysely } from 'kysely';
import type { CatalogTextKind, Localized } from '../../domain/catalog-texts';
import type { Database } from '../db/schema';

/** item id → field → text, of one kind in one language. */
export type TextsByItem = Map<string, Record<string, string>>;

/** Every text of `kind` written in `language`. */
export async function readTexts(
  db: Kysely<Database>,
  kind: CatalogTextKind,
  language: string,
): Promise<TextsByItem> {
  const rows = await db
    .selectFrom('catalog_texts')
    .select(['item_id', 'field', 'text'])
    .where('kind', '=', kind)
    .where('language', '=', language)
    .execute();
  const byItem: TextsByItem = new Map();
  for (const row of rows) {
    if (!row.text.trim()) continue;
    byItem.set(row.item_id, { ...byItem.get(row.item_id), [row.field]: row.text });
  }
  return byItem;
}

/** One item's words for the prefs answer, or nothing when none are written. */
export function localizedOf<F extends string>(
  texts: TextsByItem,
  itemId: string | number,
  language: string,
  extra: Partial<Record<F, string>> = {},
): Localized<F> | undefined {
  const own = (texts.get(String(itemId)) ?? {}) as Partial<Record<F, string>>;
  const merged = { ...own, ...extra };
  return Object.keys(merged).length > 0 ? { language, texts: merged } : undefined;
}
