/**
 * Proof of offering: photographs (bytes in the database, so every server on
 * one PostgreSQL serves them; decision 0130), video links, and which people
 * each is proof for.
 */
import { PostgresAdapter, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against an untyped db */
type Db = Kysely<any>;

export const pujaProofsMigration: Migration = {
  async up(db: Db) {
    const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
    await db.schema
      .createTable('puja_photos')
      .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
      .addColumn('puja_date', 'varchar(10)')
      .addColumn('caption', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('image', bytes)
      .addColumn('thumb', bytes)
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('uploaded_by', 'varchar(320)', (c) => c.notNull())
      .addColumn('uploaded_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('attached_at', 'varchar(30)')
      .addColumn('withdrawn_at', 'varchar(30)')
      .addColumn('withdrawn_by', 'varchar(320)')
      .execute();
    await db.schema
      .createIndex('puja_photos_date')
      .on('puja_photos')
      .columns(['puja_date'])
      .execute();
    await db.schema
      .createTable('puja_videos')
      .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
      .addColumn('puja_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('url', 'varchar(500)', (c) => c.notNull())
      .addColumn('added_by', 'varchar(320)', (c) => c.notNull())
      .addColumn('added_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('puja_proof_people')
      .addColumn('proof_id', 'varchar(24)', (c) => c.notNull())
      .addColumn('order_number', 'text', (c) =>
        c.notNull().references('orders.order_number').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('puja_proof_people_pk', ['proof_id', 'order_number', 'position'])
      .execute();
    await db.schema
      .createIndex('puja_proof_people_order')
      .on('puja_proof_people')
      .columns(['order_number', 'position'])
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropTable('puja_proof_people').execute();
    await db.schema.dropTable('puja_videos').execute();
    await db.schema.dropTable('puja_photos').execute();
  },
};
