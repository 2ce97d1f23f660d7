/**
 * An isolated, migrated database for one test file. SQLite (a temp file) when
 * TEST_DATABASE_URL is empty or unset; with TEST_DATABASE_URL=postgres://...
 * a freshly created, uniquely named database on that server, dropped by close().
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { testNow } from '../../tests/test-support/test-clock';
import {
  adminQuery,
  databaseUrl,
  isPostgresUrl,
  TEMPLATE_ENV,
  uniqueDatabaseName,
} from './database-template';

export interface TestDatabase extends DatabaseHandle {
  /** The URL of this database (give it to a child server as DATABASE_URL). */
  url: string;
  close(): Promise<void>;
}

export function testEngineUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/**
 * `migrate: false` gives an empty database. Otherwise, inside the test run, a
 * copy of the run's migrated template (tests/setup-api-global.ts); outside
 * it (e.g. `npm run fuzz`), a database migrated here.
 */
export async function createTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const serverUrl = testEngineUrl();
  const template = options.migrate !== false ? process.env[TEMPLATE_ENV] : undefined;
  let url: string;
  let cleanup: () => Promise<void>;
  if (isPostgresUrl(serverUrl)) {
    const name = uniqueDatabaseName('puja_t');
    await adminQuery(
      serverUrl,
      template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
    );
    url = databaseUrl(serverUrl, name);
    cleanup = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'puja-db-'));
    const file = path.join(dir, 'test.sqlite');
    if (template) copyFileSync(template, file);
    url = `sqlite:${file}`;
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  const handle = openDatabase(url);
  if (options.migrate !== false && !template) await migrateToLatest(handle.db, testNow);
  let closed = false;
  return {
    ...handle,
    url,
    async close() {
      if (closed) return;
      closed = true;
      await handle.db.destroy();
      await cleanup();
    },
  };
}
