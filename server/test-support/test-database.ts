/**
 * An isolated, migrated database for one test file. SQLite (a temp file) when
 * TEST_DATABASE_URL is empty or unset; with TEST_DATABASE_URL=postgres://...
 * a freshly created, uniquely named database on that server, dropped by close().
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/connect';
import { migrateToLatest } from '../db/migrate';

export interface TestDatabase extends DatabaseHandle {
  /** The URL of this database (give it to a child server as DATABASE_URL). */
  url: string;
  close(): Promise<void>;
}

export function testEngineUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export async function createTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const serverUrl = testEngineUrl();
  let url: string;
  let cleanup: () => Promise<void>;
  if (serverUrl && /^postgres(ql)?:\/\//.test(serverUrl)) {
    const name = `puja_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(serverUrl);
    target.pathname = `/${name}`;
    url = target.toString();
    cleanup = async () => {
      const drop = new pg.Client({ connectionString: serverUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    };
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'puja-db-'));
    url = `sqlite:${path.join(dir, 'test.sqlite')}`;
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  const handle = openDatabase(url);
  if (options.migrate !== false) await migrateToLatest(handle.db);
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
