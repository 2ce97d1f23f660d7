/**
 * Find my order's daily cap: one row per order that was mailed its link by
 * Find my order, counting the mails of its last day (UTC). Kept in the
 * database, so every server counts alike; gone with the order
 * (docs/decisions/0175).
 */
import { type Migration } from 'kysely';
import { createTable, orderNumber, required, type MigrationDb as Db } from '../columns';

export const findMyOrderMailsMigration: Migration = {
  async up(db: Db) {
    await createTable(db.schema, 'find_my_order_mails', {
      order_number: orderNumber,
      day: required('text'),
      mails: required('integer'),
    })
      .addPrimaryKeyConstraint('find_my_order_mails_pk', ['order_number'])
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropTable('find_my_order_mails').execute();
  },
};
