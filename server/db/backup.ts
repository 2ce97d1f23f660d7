/**
 * Backups of the SQLite database (docs/operations.md#backups). A backup is
 * SQLite's online backup (better-sqlite3's `backup()`): a consistent copy
 * taken while the server keeps writing. A restore puts one back, only while
 * no server has the database open: it refuses otherwise, so the order is
 * stop the server, restore, start it. PostgreSQL has pg_dump and pg_restore.
 */
import { chmodSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { engineOf } from './connect';
import { ensurePrivateFolder, PRIVATE_FILE_MODE, privateFile } from './private-files';

/** The file of a `sqlite:` DATABASE_URL; PostgreSQL is backed up with its own tools. */
export function sqliteFileOf(databaseUrl: string): string {
  if (engineOf(databaseUrl) !== 'sqlite') {
    throw new Error(
      'DATABASE_URL is PostgreSQL: back it up with pg_dump and restore with pg_restore (docs/operations.md#backups)',
    );
  }
  const file = databaseUrl.slice('sqlite:'.length);
  if (file === ':memory:') throw new Error('an in-memory database cannot be backed up');
  return path.resolve(file);
}

/** Refuses a file that is not a whole SQLite database of ours. */
function assertSound(file: string): void {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`${file} is damaged: ${String(check)}`);
    const orders = db
      .prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'orders'")
      .get() as { n: number };
    if (orders.n !== 1) throw new Error(`${file} is not a backup of this site's database`);
  } finally {
    db.close();
  }
}

/** Copies `source` (open or not) into `dest` through a temporary file, then checks the copy. */
export async function backupSqlite(source: string, dest: string): Promise<void> {
  const db = new SqliteDatabase(source, { fileMustExist: true });
  const partial = `${dest}.partial`;
  try {
    ensurePrivateFolder(path.dirname(path.resolve(dest)));
    rmSync(partial, { force: true });
    // Created owner-only before SQLite writes the copy into it (a backup holds everyone's data).
    privateFile(partial);
    await db.backup(partial);
    chmodSync(partial, PRIVATE_FILE_MODE);
  } finally {
    db.close();
  }
  assertSound(partial);
  // Only a whole, checked copy ever carries the backup's name.
  renameSync(partial, dest);
}

/** True when another connection (a running server) has `file` open. */
export function inUse(file: string): boolean {
  if (!existsSync(file)) return false;
  const db = new SqliteDatabase(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    // Every connection to a WAL database holds a shared lock on it while open.
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw error;
  } finally {
    db.close();
  }
}

/**
 * Replaces `target` with the backup `from`, keeping the replaced database as
 * `<target>.before-restore`. Refuses while a server has `target` open.
 */
export async function restoreSqlite(from: string, target: string): Promise<{ kept?: string }> {
  assertSound(from);
  if (inUse(target)) {
    throw new Error(
      `${target} is open (a server is running on it): stop the server, restore, then start it`,
    );
  }
  let kept: string | undefined;
  if (existsSync(target)) {
    kept = `${target}.before-restore`;
    await backupSqlite(target, kept);
  }
  ensurePrivateFolder(path.dirname(path.resolve(target)));
  privateFile(target);
  const backup = new SqliteDatabase(from, { readonly: true, fileMustExist: true });
  try {
    await backup.backup(target);
  } finally {
    backup.close();
  }
  return { kept };
}
