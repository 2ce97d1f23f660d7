import type { Migration } from 'kysely';
import {
  cents,
  createIndex,
  createTable,
  optional,
  primaryKey,
  required,
  type MigrationDb as Db,
} from '../columns';

/** Money given back from the console: whole orders and single people. */
export const staffRefundsMigration: Migration = {
  async up(db: Db) {
    await createTable(db.schema, 'staff_refunds', {
      id: primaryKey('varchar(36)'),
      order_number: required('varchar(20)'),
      /** JSON array of line-item positions; [] for the whole order. */
      positions: required('text'),
      amount_cents: cents,
      /** VOIDED or REFUNDED */
      outcome: required('varchar(20)'),
      refund_trans_id: optional('varchar(20)'),
      reason: required('text'),
      staff_id: required('varchar(36)'),
      created_at: required('varchar(30)'),
    }).execute();
    await createIndex(db.schema, 'staff_refunds_order', 'staff_refunds', ['order_number']);
  },
};
