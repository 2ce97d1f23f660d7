/**
 * PostgreSQL backups with its own tools, the commands docs/operations.md gives:
 * `pg_dump --format=custom` taken in the middle of a burst of orders, then
 * `pg_restore --no-owner` into a fresh database, on which a fresh server holds
 * every order answered 201 before the dump began. Runs in the PostgreSQL step
 * (vitest.config.ts), with the binaries of /usr/lib/postgresql/<version>/bin.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { burstWithBackup } from '../test-support/backup-burst';
import { adminQuery, databaseUrl, uniqueDatabaseName } from '../test-support/database-template';
import { createTestDatabase, testEngineUrl } from '../test-support/test-database';

const serverUrl = testEngineUrl();
if (!/^postgres(ql)?:\/\//.test(serverUrl ?? '')) {
  throw new Error('The pg_dump test needs TEST_DATABASE_URL=postgres://... (npm test sets it)');
}

/** The newest installed PostgreSQL's binaries (pg_dump must not be older than the server). */
function pgBin(tool: string): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('no PostgreSQL in /usr/lib/postgresql');
  return path.join('/usr/lib/postgresql', versions[0], 'bin', tool);
}

const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), 'puja-pg-backup-'));
const fresh = uniqueDatabaseName('puja_restored');
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS ${fresh} WITH (FORCE)`);
});

describe('PostgreSQL backup and restore', () => {
  it('a pg_dump taken mid-burst restores every order answered 201 before it began', async () => {
    const live = await createTestDatabase();
    const dump = path.join(dir, 'puja.dump');
    try {
      const outcome = await burstWithBackup(live.url, {
        backup: async (url) => {
          await run(pgBin('pg_dump'), ['--format=custom', `--file=${dump}`, url]);
        },
        restoreIntoFresh: async () => {
          await adminQuery(serverUrl!, `CREATE DATABASE ${fresh}`);
          const url = databaseUrl(serverUrl!, fresh);
          await run(pgBin('pg_restore'), [
            '--no-owner',
            '--exit-on-error',
            `--dbname=${url}`,
            dump,
          ]);
          return url;
        },
      });
      expect(outcome.beforeBackup).toHaveLength(12);
      expect(outcome.answered).toHaveLength(48);
      expect(outcome.restoredHealth).toBe(200);
      expect(outcome.restoredWhole).toEqual([...outcome.beforeBackup].sort());
    } finally {
      await live.close();
    }
  });
});
