/**
 * `npm run backup -- <file>`: a consistent copy of the SQLite database named
 * by DATABASE_URL, taken while the server runs (server/db/backup.ts).
 */
import { loadConfig } from '../config';
import { backupSqlite, sqliteFileOf } from '../db/backup';

const [dest] = process.argv.slice(2);
try {
  if (!dest) throw new Error('Usage: npm run backup -- <backup file>');
  const source = sqliteFileOf(loadConfig().databaseUrl);
  await backupSqlite(source, dest);
  console.log(`Backed up ${source} to ${dest}`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
