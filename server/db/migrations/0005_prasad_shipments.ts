/**
 * Prasad parcels: one row per parcel posted for an order (carrier, tracking
 * number, the day it was posted, who recorded it). Found by order number; an
 * order's number appears once per tracking number (the import's refusal).
 */
import { type Migration } from 'kysely';
import { createIndex, createTable, primaryKey, required, type MigrationDb as Db } from '../columns';

export const prasadShipmentsMigration: Migration = {
  async up(db: Db) {
    await createTable(db.schema, 'prasad_shipments', {
      id: primaryKey('varchar(36)'),
      order_number: required('varchar(20)'),
      carrier: required('varchar(20)'),
      tracking_number: required('varchar(40)'),
      posted_on: required('varchar(10)'),
      recorded_by: required('varchar(200)'),
      recorded_at: required('varchar(30)'),
    })
      .addUniqueConstraint('prasad_shipments_order_number_tracking', [
        'order_number',
        'tracking_number',
      ])
      .execute();
    await createIndex(db.schema, 'prasad_shipments_posted_on', 'prasad_shipments', ['posted_on']);
  },
  async down(db: Db) {
    await db.schema.dropTable('prasad_shipments').execute();
  },
};
