/**
 * `npm run backup` and `npm run restore` on SQLite, run from the server build
 * as production runs them: a backup taken in the middle of a burst of orders
 * restores into a fresh server holding every order answered 201 before the
 * backup began; a restore refuses while a server has the database open.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { burstWithBackup, stopServer } from '../test-support/backup-burst';
import { nodeArgsFor } from '../test-support/server-build';
import { freePort, startServerProcess } from '../test-support/server-process';
import { openDatabase } from './connect';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'puja-backup-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `npm run <backup|restore> -- <file>` from the build on `databaseUrl`. */
function cli(
  name: 'backup' | 'restore',
  databaseUrl: string,
  file: string,
): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, [...nodeArgsFor(`server/cli/${name}.ts`), file], {
    env: { PATH: process.env.PATH, PAYMENT_ENV: 'sandbox', DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out })));
}

async function mustSucceed(run: Promise<{ code: number | null; out: string }>): Promise<void> {
  const { code, out } = await run;
  if (code !== 0) throw new Error(`exited ${code}: ${out}`);
}

describe('SQLite backup and restore', () => {
  it('a backup taken mid-burst restores every order answered 201 before it began', async () => {
    const backupFile = path.join(dir, 'backups', 'mid-burst.sqlite');
    const fresh = `sqlite:${path.join(dir, 'restored', 'puja.sqlite')}`;
    const outcome = await burstWithBackup(`sqlite:${path.join(dir, 'live.sqlite')}`, {
      backup: (url) => mustSucceed(cli('backup', url, backupFile)),
      restoreIntoFresh: async () => {
        await mustSucceed(cli('restore', fresh, backupFile));
        return fresh;
      },
    });
    expect(outcome.beforeBackup).toHaveLength(12);
    expect(outcome.answered).toHaveLength(48);
    expect(outcome.restoredHealth).toBe(200);
    expect(outcome.restoredWhole).toEqual([...outcome.beforeBackup].sort());
  });

  it('refuses to restore while a server has the database open, and changes nothing', async () => {
    const url = `sqlite:${path.join(dir, 'busy.sqlite')}`;
    const backupFile = path.join(dir, 'busy-backup.sqlite');
    const server = await startServerProcess(await freePort(), url);
    try {
      await mustSucceed(cli('backup', url, backupFile));
      const { code, out } = await cli('restore', url, backupFile);
      expect(code).toBe(1);
      expect(out).toMatch(/is open \(a server is running on it\): stop the server, restore/);
    } finally {
      await stopServer(server);
    }
    // Stopped: the same restore goes through and keeps the replaced database.
    const { code, out } = await cli('restore', url, backupFile);
    expect(code).toBe(0);
    expect(out).toContain(`kept as ${path.join(dir, 'busy.sqlite')}.before-restore`);
  });

  it('refuses a file that is not a backup, leaving the database as it was', async () => {
    const url = `sqlite:${path.join(dir, 'kept.sqlite')}`;
    const { db } = openDatabase(url);
    await db.schema.createTable('orders').addColumn('order_number', 'text').execute();
    await db.destroy();
    const junk = path.join(dir, 'junk.sqlite');
    writeFileSync(junk, 'not a database at all, just text'.repeat(200));
    const { code, out } = await cli('restore', url, junk);
    expect(code).toBe(1);
    expect(out).toMatch(/^Restore failed: /);
    const reopened = openDatabase(url);
    const tables = await reopened.db.introspection.getTables();
    await reopened.db.destroy();
    expect(tables.map((table) => table.name)).toEqual(['orders']);
  });

  it('sends a PostgreSQL database to pg_dump', async () => {
    const { code, out } = await cli('backup', 'postgres://localhost/puja', path.join(dir, 'x'));
    expect(code).toBe(1);
    expect(out).toContain('back it up with pg_dump and restore with pg_restore');
  });
});
