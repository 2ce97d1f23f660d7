/**
 * Prasad parcels: one row per parcel posted for an order (carrier, tracking
 * number, the day it was posted, who recorded it). Found by order number; an
 * order's number appears once per tracking number (the import's refusal).
 */
import { type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against an untyped db */
type Db = Kysely<any>;

export const prasadShipmentsMigration: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('prasad_shipments')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('order_number', 'varchar(20)', (c) => c.notNull())
      .addColumn('carrier', 'varchar(20)', (c) => c.notNull())
      .addColumn('tracking_number', 'varchar(40)', (c) => c.notNull())
      .addColumn('posted_on', 'varchar(10)', (c) => c.notNull())
      .addColumn('recorded_by', 'varchar(200)', (c) => c.notNull())
      .addColumn('recorded_at', 'varchar(30)', (c) => c.notNull())
      .addUniqueConstraint('prasad_shipments_order_number_tracking', [
        'order_number',
        'tracking_number',
      ])
      .execute();
    await db.schema
      .createIndex('prasad_shipments_posted_on')
      .on('prasad_shipments')
      .column('posted_on')
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropTable('prasad_shipments').execute();
  },
};
