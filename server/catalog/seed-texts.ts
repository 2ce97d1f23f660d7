/**
 * Stores the seed catalog's Malayalam, Tamil and Hindi words (unreviewed) for
 * the items that exist. Safe on every start: a text already there, the
 * temple's own or an earlier seed's, is left alone.
 */
import type { Kysely } from 'kysely';
import type { CatalogTextKind } from '../../domain/catalog-texts';
import type { Database } from '../db/schema';
import type { CatalogTextTable } from './tables';
import { SEED_READING_TYPE_WORDS, SEED_REGION_NAMES, seedEventWords } from './seed-events-text';
import { SEED_CATEGORY_NAMES, seedPujaWords } from './seed-pujas-text';

type Words = Readonly<Record<string, Readonly<Record<string, string>>>>;

function rowsOf(
  kind: CatalogTextKind,
  items: Iterable<readonly [string | number, Words]>,
  existing: ReadonlySet<string>,
  now: string,
): CatalogTextTable[] {
  const rows: CatalogTextTable[] = [];
  for (const [id, byLanguage] of items) {
    if (!existing.has(String(id))) continue;
    for (const [language, fields] of Object.entries(byLanguage)) {
      for (const [field, text] of Object.entries(fields)) {
        rows.push({
          kind,
          item_id: String(id),
          field,
          language,
          text,
          reviewed: 0,
          updated_at: now,
        });
      }
    }
  }
  return rows;
}

/** item → language → name, as item → language → { name }. */
function asNames(
  names: Readonly<Record<string, Readonly<Record<string, string>>>>,
): [string, Words][] {
  return Object.entries(names).map(([item, byLanguage]) => [
    item,
    Object.fromEntries(Object.entries(byLanguage).map(([language, name]) => [language, { name }])),
  ]);
}

export async function seedCatalogTexts(db: Kysely<Database>, now: Date): Promise<void> {
  const [pujas, events, readingTypes, regions] = await Promise.all([
    db.selectFrom('pujas').select(['id', 'category']).execute(),
    db.selectFrom('regional_events').select('id').execute(),
    db.selectFrom('astro_reading_types').select('id').execute(),
    db.selectFrom('regions').select('id').execute(),
  ]);
  const ids = (rows: readonly { id: number }[]) => new Set(rows.map((row) => String(row.id)));
  const iso = now.toISOString();
  const rows = [
    ...rowsOf('PUJA', seedPujaWords(), ids(pujas), iso),
    ...rowsOf('CATEGORY', asNames(SEED_CATEGORY_NAMES), new Set(pujas.map((p) => p.category)), iso),
    ...rowsOf('EVENT', seedEventWords(), ids(events), iso),
    ...rowsOf('READING_TYPE', Object.entries(SEED_READING_TYPE_WORDS), ids(readingTypes), iso),
    ...rowsOf('REGION', asNames(SEED_REGION_NAMES), ids(regions), iso),
  ];
  if (rows.length === 0) return;
  await db
    .insertInto('catalog_texts')
    .values(rows)
    .onConflict((oc) => oc.columns(['kind', 'item_id', 'field', 'language']).doNothing())
    .execute();
}
