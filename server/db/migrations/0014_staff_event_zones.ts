import type { Migration } from 'kysely';
import { type MigrationDb as Db } from '../columns';

/** The local time zone an event was entered in (regional_events keeps the UTC instant). */
export const staffEventZonesMigration: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('staff_event_zones')
      .addColumn('event_id', 'integer', (c) =>
        c.primaryKey().references('regional_events.id').onDelete('cascade'),
      )
      .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
      .execute();
  },
};
