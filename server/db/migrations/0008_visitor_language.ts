/**
 * The visitor's language on each order and astrology booking (one of
 * domain/languages.ts), so the mails about it are written in it. Rows
 * stored before this were all made on the English site. Core migrations run
 * before the astrology module's: on a new database the bookings table does
 * not exist yet, and its own migration (0200) creates it with the column.
 */
import { type Migration } from 'kysely';
import { type MigrationDb as Db } from '../columns';

async function existingTables(db: Db): Promise<string[]> {
  const names = new Set((await db.introspection.getTables()).map((table) => table.name));
  return ['orders', 'astro_bookings'].filter((name) => names.has(name));
}

export const visitorLanguageMigration: Migration = {
  async up(db: Db) {
    for (const table of await existingTables(db)) {
      await db.schema
        .alterTable(table)
        .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
        .execute();
    }
  },
  async down(db: Db) {
    for (const table of await existingTables(db)) {
      await db.schema.alterTable(table).dropColumn('language').execute();
    }
  },
};
