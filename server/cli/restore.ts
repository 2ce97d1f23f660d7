/**
 * `npm run restore -- <file>`: puts a backup back as the SQLite database named
 * by DATABASE_URL. Refuses while a server has it open: stop, restore, start.
 */
import { loadConfig } from '../config';
import { restoreSqlite, sqliteFileOf } from '../db/backup';

const [from] = process.argv.slice(2);
try {
  if (!from) throw new Error('Usage: npm run restore -- <backup file>');
  const target = sqliteFileOf(loadConfig().databaseUrl);
  const { kept } = await restoreSqlite(from, target);
  console.log(`Restored ${from} into ${target}`);
  if (kept) console.log(`The database it replaced is kept as ${kept}`);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
