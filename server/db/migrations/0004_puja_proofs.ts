/**
 * Proof of offering: photographs (bytes in the database, so every server on
 * one PostgreSQL serves them; decision 0130), video links, and which people
 * each is proof for.
 */
import { PostgresAdapter, type Migration } from 'kysely';
import {
  createIndex,
  createTable,
  defaulted,
  optional,
  orderNumber,
  primaryKey,
  required,
  type MigrationDb as Db,
} from '../columns';

export const pujaProofsMigration: Migration = {
  async up(db: Db) {
    const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
    await createTable(db.schema, 'puja_photos', {
      id: primaryKey('varchar(24)'),
      puja_date: optional('varchar(10)'),
      caption: defaulted('varchar(200)', ''),
      image: optional(bytes),
      thumb: optional(bytes),
      width: required('integer'),
      height: required('integer'),
      uploaded_by: required('varchar(320)'),
      uploaded_at: required('varchar(30)'),
      attached_at: optional('varchar(30)'),
      withdrawn_at: optional('varchar(30)'),
      withdrawn_by: optional('varchar(320)'),
    }).execute();
    await createIndex(db.schema, 'puja_photos_date', 'puja_photos', ['puja_date']);
    await createTable(db.schema, 'puja_videos', {
      id: primaryKey('varchar(24)'),
      puja_date: required('varchar(10)'),
      url: required('varchar(500)'),
      added_by: required('varchar(320)'),
      added_at: required('varchar(30)'),
    }).execute();
    await createTable(db.schema, 'puja_proof_people', {
      proof_id: required('varchar(24)'),
      order_number: orderNumber,
      position: required('integer'),
    })
      .addPrimaryKeyConstraint('puja_proof_people_pk', ['proof_id', 'order_number', 'position'])
      .execute();
    await createIndex(db.schema, 'puja_proof_people_order', 'puja_proof_people', [
      'order_number',
      'position',
    ]);
  },
  async down(db: Db) {
    await db.schema.dropTable('puja_proof_people').execute();
    await db.schema.dropTable('puja_videos').execute();
    await db.schema.dropTable('puja_photos').execute();
  },
};
