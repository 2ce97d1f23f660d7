/**
 * Opens the database named by a URL: `sqlite:<path>` (better-sqlite3, WAL,
 * foreign keys on, busy timeout) or `postgres://...` (pg pool). Everything
 * above this file is engine-neutral Kysely.
 */
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { ensurePrivateFolder, privateFile, tightenExisting } from './private-files';
import type { Database } from './schema';

export type Engine = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
}

export function engineOf(url: string): Engine {
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgres';
  if (url.startsWith('sqlite:')) return 'sqlite';
  throw new Error(`DATABASE_URL must be sqlite:<path> or postgres://..., not "${url}"`);
}

export function openDatabase(url: string, options: { poolSize?: number } = {}): DatabaseHandle {
  const engine = engineOf(url);
  if (engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
    // An idle connection dropped by the server (restart, failover, DROP DATABASE) must not
    // crash the process: the pool discards it and the next query opens a new one.
    pool.on('error', (error) => {
      process.emitWarning(`PostgreSQL idle connection closed: ${error.message}`);
    });
    return { engine, db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }) };
  }
  const file = url.slice('sqlite:'.length);
  if (file !== ':memory:') {
    // Owner-only before SQLite opens it: its -wal and -shm files take the database's mode.
    ensurePrivateFolder(path.dirname(path.resolve(file)));
    privateFile(file);
    tightenExisting([`${file}-wal`, `${file}-shm`]);
  }
  const sqlite = new SqliteDatabase(file);
  // Deleted rows (an erasure's old text) are overwritten with zeros, not left in free pages.
  sqlite.pragma('secure_delete = ON');
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // WAL with NORMAL is durable against process crashes (SIGKILL), which is what we need.
  sqlite.pragma('synchronous = NORMAL');
  return {
    engine,
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    }),
  };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh, and preparing costs about as much as running a
 * small query; the same SQL text is reused from a small LRU cache instead. Safe because
 * better-sqlite3 is synchronous and Kysely uses the connection one query at a time.
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (statement) {
        cache.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}

/** True when the error is a unique or primary-key violation, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE'
  );
}
