/** Sample reading types and astrologers, which the temple replaces (docs/astro.md). */
import type { Migration } from 'kysely';
import { ASTRO_SEED } from '../../astro/seed-data';
import { type MigrationDb as Db } from '../columns';

async function seed(db: Db): Promise<void> {
  const { readingTypes, astrologers } = ASTRO_SEED;
  await db
    .insertInto('astro_reading_types')
    .values(
      readingTypes.map((type) => ({ ...type, covers: JSON.stringify(type.covers), active: 1 })),
    )
    .execute();
  for (const { windows, daysOff, ...astrologer } of astrologers) {
    await db
      .insertInto('astro_astrologers')
      .values({ ...astrologer, active: 1 })
      .execute();
    await db
      .insertInto('astro_availability')
      .values(
        windows.map((window) => ({
          astrologer_id: astrologer.id,
          weekday: window.weekday,
          start_time: window.start,
          end_time: window.end,
        })),
      )
      .execute();
    if (daysOff.length > 0) {
      await db
        .insertInto('astro_days_off')
        .values(daysOff.map((day) => ({ astrologer_id: astrologer.id, day })))
        .execute();
    }
  }
}

export const astroSeedMigration: Migration = {
  up: seed,
  async down(db: Db) {
    await db.deleteFrom('astro_days_off').execute();
    await db.deleteFrom('astro_availability').execute();
    await db.deleteFrom('astro_astrologers').execute();
    await db.deleteFrom('astro_reading_types').execute();
  },
};
