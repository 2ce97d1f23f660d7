/**
 * The catalog's own words in each language (server/catalog/catalog-texts.ts):
 * one row per item, field and language, e.g. a puja's description in
 * Malayalam. The English stays in the catalog's own tables; a text without a
 * row here is shown in English. `reviewed` is 0 until the temple's translator
 * has read it (the seed's translations are unreviewed).
 */
import type { Migration } from 'kysely';
import { createTable, flag, required, type MigrationDb as Db } from '../columns';

async function up(db: Db): Promise<void> {
  await createTable(db.schema, 'catalog_texts', {
    /** PUJA, CATEGORY, EVENT, READING_TYPE or TEMPLE (domain/catalog-texts.ts). */
    kind: required('varchar(32)'),
    /** The item's id (a puja's, an event's) or code (a category's); '1' for the temple. */
    item_id: required('varchar(64)'),
    /** Which of the item's texts: displayName, extDescription, name… */
    field: required('varchar(32)'),
    /** BCP 47 code of a language of domain/languages.ts other than English. */
    language: required('varchar(16)'),
    text: required('text'),
    reviewed: flag,
    updated_at: required('text'),
  })
    .addPrimaryKeyConstraint('catalog_texts_pk', ['kind', 'item_id', 'field', 'language'])
    .execute();
}

async function down(db: Db): Promise<void> {
  await db.schema.dropTable('catalog_texts').execute();
}

export const catalogTextsMigration: Migration = { up, down };
