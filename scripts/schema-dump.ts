/**
 * Prints the schema that the migrations make on a fresh database, for comparing two versions of
 * the migrations byte for byte (decision 0168): `npx tsx scripts/schema-dump.ts <url>` with
 * `sqlite:<new file>` (sqlite_master's SQL) or an empty PostgreSQL database's URL
 * (information_schema's columns and key constraints, pg_indexes; NOT NULL is the columns'
 * is_nullable, its CHECK rows are named after object ids that differ between databases).
 */
import { openDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { schemaLines } from '../server/db/schema-lines';

const url = process.argv[2];
if (!url) throw new Error('usage: tsx scripts/schema-dump.ts <database url>');
const { db, engine } = openDatabase(url);
// Only the rows some migrations write carry this instant; the dump holds no rows.
const migrationInstant = new Date('2026-01-01T00:00:00.000Z');

try {
  await migrateToLatest(db, () => migrationInstant);
  for (const line of await schemaLines(db, engine)) console.log(line);
} finally {
  await db.destroy();
}
