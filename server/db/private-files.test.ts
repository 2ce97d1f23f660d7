/**
 * Files holding personal data are owner-only whatever the umask: the SQLite
 * database (and its -wal and -shm), a backup and a restored database, the
 * outbox's .eml copies; folders they create are 0700. SQLite overwrites what
 * it deletes (secure_delete), so an erased name is not left in a free page.
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport } from '../mail/transport';
import { backupSqlite, restoreSqlite } from './backup';
import { openDatabase } from './connect';

const modeOf = (file: string) => statSync(file).mode & 0o777;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'puja-private-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A database with one table and one row, written through WAL. */
async function liveDatabase(file: string) {
  const handle = openDatabase(`sqlite:${file}`);
  await handle.db.schema.createTable('orders').addColumn('order_number', 'text').execute();
  await handle.db
    .insertInto('orders')
    .values({ order_number: 'P1' } as never)
    .execute();
  return handle;
}

describe('private files', () => {
  it('run under a umask that would leave them readable by others', () => {
    // The findings below mean something only when the default mode is not private already.
    expect(process.umask() & 0o077).not.toBe(0o077);
  });

  it('the SQLite database, its -wal and -shm and its new folder are owner-only', async () => {
    const file = path.join(dir, 'data', 'puja.sqlite');
    const { db } = await liveDatabase(file);
    try {
      expect(modeOf(path.dirname(file))).toBe(0o700);
      for (const name of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(name)).toBe(0o600);
    } finally {
      await db.destroy();
    }
  });

  it('SQLite overwrites deleted content (secure_delete)', async () => {
    const { db } = await liveDatabase(path.join(dir, 'secure.sqlite'));
    try {
      const { rows } = await sql<{ secure_delete: number }>`PRAGMA secure_delete`.execute(db);
      expect(rows[0]!.secure_delete).toBe(1);
    } finally {
      await db.destroy();
    }
  });

  it('a backup, its folder and a restored database are owner-only', async () => {
    const live = path.join(dir, 'live.sqlite');
    const { db } = await liveDatabase(live);
    const backup = path.join(dir, 'backups', 'nightly', 'puja.sqlite');
    try {
      await backupSqlite(live, backup);
    } finally {
      await db.destroy();
    }
    expect(modeOf(path.dirname(backup))).toBe(0o700);
    expect(modeOf(backup)).toBe(0o600);
    const restored = path.join(dir, 'restored', 'puja.sqlite');
    await restoreSqlite(backup, restored);
    expect(modeOf(restored)).toBe(0o600);
    expect(modeOf(path.dirname(restored))).toBe(0o700);
  });

  it("the outbox's folder and .eml files are owner-only", async () => {
    const outboxDir = path.join(dir, 'outbox');
    const transport = createMailTransport({ smtpUrl: undefined, outboxDir });
    await transport.send({
      id: 'mail-1',
      from: 'temple@example.org',
      to: 'asha@example.com',
      subject: 'Your order',
      text: 'Dear Asha',
      html: '<p>Dear Asha</p>',
      attachments: [],
    });
    const eml = path.join(outboxDir, 'mail-1.eml');
    expect(readFileSync(eml, 'utf8')).toContain('asha@example.com');
    expect(modeOf(eml)).toBe(0o600);
    expect(modeOf(outboxDir)).toBe(0o700);
  });
});

describe('an existing database', () => {
  it('readable by others is tightened when the server opens it', async () => {
    const file = path.join(dir, 'old', 'puja.sqlite');
    const first = openDatabase(`sqlite:${file}`);
    await first.db.destroy();
    chmodSync(file, 0o644);
    const again = openDatabase(`sqlite:${file}`);
    try {
      expect(modeOf(file)).toBe(0o600);
    } finally {
      await again.db.destroy();
    }
  });
});
