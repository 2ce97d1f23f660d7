/**
 * The schema a fresh SQLite database gets from every migration, pinned in
 * schema.sqlite.jsonl. Applied migrations must never change what they make,
 * yet 0001 and others build tables from shared helpers and column lists
 * (server/db/columns.ts, personal-columns.ts: decision 0168); an edit to one
 * of those would change old migrations silently. A new migration changes the
 * file on purpose: review it, then update with `npx vitest run --project api
 * server/db/schema-pinned.test.ts -u`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from './connect';
import { migrateToLatest } from './migrate';
import { schemaLines } from './schema-lines';

const dir = mkdtempSync(path.join(tmpdir(), 'schema-pinned-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('is what the migrations have always made', async () => {
  const { db, engine } = openDatabase(`sqlite:${path.join(dir, 'fresh.db')}`);
  try {
    await migrateToLatest(db, () => new Date('2026-01-01T00:00:00.000Z'));
    const lines = await schemaLines(db, engine);
    expect(lines.length).toBeGreaterThan(50);
    await expect(lines.join('\n') + '\n').toMatchFileSnapshot('schema.sqlite.jsonl');
  } finally {
    await db.destroy();
  }
});
