/**
 * The schema the migrations made, as rows to compare byte for byte (decision
 * 0168): SQLite's sqlite_master SQL, or PostgreSQL's information_schema
 * columns and key constraints and pg_indexes (NOT NULL is the columns'
 * is_nullable; CHECK rows are named after object ids that differ between
 * databases). Used by scripts/schema-dump.ts and schema-pinned.test.ts.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';
import type { Engine } from './connect';

type Row = Record<string, unknown>;
function queries(engine: Engine) {
  return engine === 'sqlite'
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
}

/** Every row of the schema, one JSON line each. */
export async function schemaLines(db: Kysely<Database>, engine: Engine): Promise<string[]> {
  const lines: string[] = [];
  for (const query of queries(engine)) {
    const { rows } = await query.execute(db);
    for (const row of rows) lines.push(JSON.stringify(row));
  }
  return lines;
}
