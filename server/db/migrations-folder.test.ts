/**
 * Migrations live in one folder under one naming: each file is NNNN_name.ts,
 * registered under its own name, and the numbers run in the order they apply.
 * A database migrated under the former names keeps its history.
 * SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { sql } from 'kysely';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testNow } from '../../tests/test-support/test-clock';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { allMigrations, FORMER_MIGRATION_NAMES, migrateToLatest } from './migrate';

const FOLDER = path.join(import.meta.dirname, 'migrations');
/** A module that names Kysely's Migration type defines (or lists) migrations. */
const DEFINES_MIGRATIONS = /import[^;]*\bMigration\b[^;]*from 'kysely'/;

describe('the migration folder', () => {
  const names = Object.keys(allMigrations(testNow));

  it('registers every file under its own name, numbered in order', () => {
    const files = readdirSync(FOLDER)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(names).toEqual(files.toSorted());
    for (const name of names) expect(name).toMatch(/^\d{4}_[a-z0-9]+(?:_[a-z0-9]+)*$/);
  });

  it('holds the only migrations of the server', () => {
    const elsewhere: string[] = [];
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (file !== FOLDER && entry.name !== 'test-support') visit(file);
        } else if (/\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts')) {
          if (DEFINES_MIGRATIONS.test(readFileSync(file, 'utf8'))) elsewhere.push(file);
        }
      }
    };
    visit(path.join(import.meta.dirname, '..'));
    expect(elsewhere.map((file) => path.relative(process.cwd(), file))).toEqual([
      'server/db/migrate.ts',
    ]);
  });
});

describe('a database migrated under the former names', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  });
  afterAll(() => database.close());

  it('is renamed in place and runs nothing twice', async () => {
    const { db } = database;
    await migrateToLatest(db, testNow);
    for (const [former, name] of Object.entries(FORMER_MIGRATION_NAMES)) {
      await (
        name === null
          ? sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${former}, ${'2025-01-01T00:00:00.000Z'})`
          : sql`UPDATE kysely_migration SET name = ${former} WHERE name = ${name}`
      ).execute(db);
    }
    const astrologers = await db.selectFrom('astro_astrologers').select('id').execute();

    await migrateToLatest(db, testNow);

    const recorded = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`
      .execute(db)
      .then((result) => result.rows.map((row) => row.name));
    expect(recorded).toEqual(Object.keys(allMigrations(testNow)));
    expect(recorded).not.toContain('0500_sandbox_gateway');
    // The seed did not run again: the same astrologers, no duplicates.
    expect(await db.selectFrom('astro_astrologers').select('id').execute()).toEqual(astrologers);
  });
});

describe('a production database', () => {
  it('has none of the sandbox gateway’s tables', async () => {
    const database = await createTestDatabase();
    try {
      const tables = await database.db.introspection.getTables();
      expect(
        tables.map((table) => table.name).filter((name) => name.startsWith('sandbox_')),
      ).toEqual([]);
      expect(tables.map((table) => table.name)).toContain('payment_attempts');
    } finally {
      await database.close();
    }
  });
});
