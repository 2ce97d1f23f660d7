/**
 * One row per standing offering and puja date: the idempotency key of that
 * year's order and charge. The first scheduler to insert it places the order;
 * any other finds the row and leaves it. `order_number` is the order placed
 * (its payment attempts record every charge before it is sent).
 */
import type { Migration } from 'kysely';
import {
  createdAndUpdated,
  createTable,
  optional,
  required,
  type MigrationDb as Db,
} from '../columns';

async function up(db: Db): Promise<void> {
  await createTable(db.schema, 'standing_charges', {
    offering_id: required('varchar(32)'),
    puja_date: required('varchar(10)'),
    /** PLACING, CHARGING, PAID, DECLINED, FAILED or PAUSED (domain/standing.ts). */
    status: required('varchar(16)'),
    order_number: optional('text'),
    tries: required('integer'),
    next_try_at: optional('text'),
    failure_code: optional('varchar(32)'),
    ...createdAndUpdated('text'),
  })
    .addPrimaryKeyConstraint('standing_charges_pk', ['offering_id', 'puja_date'])
    .execute();
}

async function down(db: Db): Promise<void> {
  await db.schema.dropTable('standing_charges').execute();
}

export const standingChargesMigration: Migration = { up, down };
