/**
 * Prints the schema that the migrations make on a fresh database, for comparing two versions of
 * the migrations byte for byte (decision 0168): `npx tsx scripts/schema-dump.ts <url>` with
 * `sqlite:<new file>` (sqlite_master's SQL) or an empty PostgreSQL database's URL
 * (information_schema's columns and key constraints, pg_indexes; NOT NULL is the columns'
 * is_nullable, its CHECK rows are named after object ids that differ between databases).
 */
import { sql } from 'kysely';
import { openDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';

const url = process.argv[2];
if (!url) throw new Error('usage: tsx scripts/schema-dump.ts <database url>');
const { db, engine } = openDatabase(url);
// Only the rows some migrations write carry this instant; the dump holds no rows.
const migrationInstant = new Date('2026-01-01T00:00:00.000Z');

type Row = Record<string, unknown>;
const queries =
  engine === 'sqlite'
    ? [sql<Row>`SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name`]
    : [
        sql<Row>`SELECT table_name, ordinal_position, column_name, data_type,
            character_maximum_length, is_nullable, column_default
          FROM information_schema.columns WHERE table_schema = 'public'
          ORDER BY table_name, ordinal_position`,
        sql<Row>`SELECT tc.table_name, tc.constraint_name, tc.constraint_type, k.column_name,
            k.ordinal_position, rc.unique_constraint_name, rc.delete_rule, rc.update_rule
          FROM information_schema.table_constraints tc
          LEFT JOIN information_schema.key_column_usage k
            ON k.constraint_name = tc.constraint_name AND k.table_schema = tc.table_schema
          LEFT JOIN information_schema.referential_constraints rc
            ON rc.constraint_name = tc.constraint_name
            AND rc.constraint_schema = tc.constraint_schema
          WHERE tc.table_schema = 'public' AND tc.constraint_type <> 'CHECK'
          ORDER BY tc.table_name, tc.constraint_name, k.ordinal_position`,
        sql<Row>`SELECT tablename, indexname, indexdef FROM pg_indexes
          WHERE schemaname = 'public' ORDER BY tablename, indexname`,
      ];
try {
  await migrateToLatest(db, () => migrationInstant);
  for (const query of queries) {
    const { rows } = await query.execute(db);
    for (const row of rows) console.log(JSON.stringify(row));
  }
} finally {
  await db.destroy();
}
