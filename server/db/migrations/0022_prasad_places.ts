/**
 * Where prasad can be posted (server/prasad/places.ts): one row, id 1, the
 * ISO 3166 codes of the countries the office posts to; none until the office
 * saves its own list, while the default (domain/prasad/places.ts) applies.
 */
import type { Migration } from 'kysely';
import { createTable, primaryKey, required, type MigrationDb as Db } from '../columns';

async function up(db: Db): Promise<void> {
  await createTable(db.schema, 'prasad_places', {
    id: primaryKey('integer'),
    /** Comma-separated two-letter country codes, e.g. "US,CA". */
    countries: required('text'),
    updated_at: required('text'),
  }).execute();
}

async function down(db: Db): Promise<void> {
  await db.schema.dropTable('prasad_places').execute();
}

export const prasadPlacesMigration: Migration = { up, down };
