/**
 * A migrated template database, made once per test run (tests/setup-api-global.ts):
 * each test database is then a copy of it (a file copy on SQLite, CREATE DATABASE
 * ... TEMPLATE on PostgreSQL) instead of running every migration again.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { testNow, testNowMs } from '../../tests/test-support/test-clock';

/** The environment variable that names the template to the test workers. */
export const TEMPLATE_ENV = 'TEST_DATABASE_TEMPLATE';

export const isPostgresUrl = (url: string | undefined): url is string =>
  !!url && /^postgres(ql)?:\/\//.test(url);

/** A database name only we make: safe to put into SQL unquoted. */
export const uniqueDatabaseName = (prefix: string): string =>
  `${prefix}_${testNowMs().toString(36)}_${randomBytes(4).toString('hex')}`;

/** `serverUrl` with its database part replaced by `name`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return target.toString();
}

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * Makes the template for the engine `serverUrl` names (SQLite when it is not a
 * PostgreSQL URL); returns its name (PostgreSQL) or file (SQLite) and its removal.
 */
export async function createDatabaseTemplate(
  serverUrl: string | undefined,
): Promise<{ template: string; remove(): Promise<void> }> {
  if (isPostgresUrl(serverUrl)) {
    const name = uniqueDatabaseName('puja_template');
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const handle = openDatabase(databaseUrl(serverUrl, name), { poolSize: 1 });
    await migrateToLatest(handle.db, testNow);
    await handle.db.destroy();
    return {
      template: name,
      remove: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'puja-db-template-'));
  const file = path.join(dir, 'template.sqlite');
  const handle = openDatabase(`sqlite:${file}`);
  await migrateToLatest(handle.db, testNow);
  // Closing checkpoints the WAL into the file, so the file alone is the whole database.
  await handle.db.destroy();
  return { template: file, remove: async () => rmSync(dir, { recursive: true, force: true }) };
}
