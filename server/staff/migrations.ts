/** Migrations of the staff console's tables (merged into the core set; names sort after it). */
import type { Kysely, Migration } from 'kysely';
import { SAMPLE_TEMPLE_DETAILS } from '../catalog';
import type { Clock } from '../clock';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against an untyped db */
type Db = Kysely<any>;

/** The console's core tables; the sample temple details are stamped with `now`. */
const staffCore = (now: Clock): Migration => ({
  async up(db: Db) {
    const schema = db.schema;
    await schema
      .createTable('staff_members')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      .addColumn('role', 'varchar(20)', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('disabled_at', 'varchar(30)')
      .execute();
    await schema
      .createTable('staff_sign_in_links')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('staff_id', 'varchar(36)', (c) =>
        c.notNull().references('staff_members.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('used_at', 'varchar(30)')
      .execute();
    await schema
      .createIndex('staff_sign_in_links_staff')
      .on('staff_sign_in_links')
      .columns(['staff_id', 'created_at'])
      .execute();
    await schema
      .createTable('staff_sessions')
      .addColumn('id_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('staff_id', 'varchar(36)', (c) =>
        c.notNull().references('staff_members.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('last_seen_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('ended_at', 'varchar(30)')
      .execute();
    await schema
      .createTable('staff_audit_log')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('at', 'varchar(30)', (c) => c.notNull())
      .addColumn('staff_id', 'varchar(36)')
      .addColumn('actor', 'varchar(254)', (c) => c.notNull())
      .addColumn('action', 'varchar(80)', (c) => c.notNull())
      .addColumn('target', 'varchar(200)', (c) => c.notNull())
      .addColumn('before_json', 'text', (c) => c.notNull())
      .addColumn('after_json', 'text', (c) => c.notNull())
      .execute();
    await schema.createIndex('staff_audit_log_at').on('staff_audit_log').column('at').execute();
    await schema
      .createTable('temple_details')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('centre_name', 'text', (c) => c.notNull())
      .addColumn('postal_address', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('mail_in_instructions', 'text', (c) => c.notNull())
      .addColumn('copyright_holder', 'text', (c) => c.notNull())
      .addColumn('is_sample', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db
      .insertInto('temple_details')
      .values({
        id: 1,
        ...SAMPLE_TEMPLE_DETAILS,
        is_sample: 1,
        updated_at: now().toISOString(),
      })
      .execute();
    await schema
      .createTable('staff_order_notes')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('order_number', 'varchar(20)', (c) => c.notNull())
      .addColumn('staff_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('author', 'varchar(200)', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await schema
      .createIndex('staff_order_notes_order')
      .on('staff_order_notes')
      .column('order_number')
      .execute();
    await schema
      .createTable('staff_performed')
      .addColumn('order_number', 'varchar(20)', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('performed_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('performed_by', 'varchar(36)', (c) => c.notNull())
      .addPrimaryKeyConstraint('staff_performed_pk', ['order_number', 'position'])
      .execute();
    await schema
      .createTable('staff_passkeys')
      .addColumn('credential_id', 'varchar(512)', (c) => c.primaryKey())
      .addColumn('staff_id', 'varchar(36)', (c) =>
        c.notNull().references('staff_members.id').onDelete('cascade'),
      )
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('counter', 'integer', (c) => c.notNull())
      .addColumn('transports', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
  },
});

/** The local time zone an event was entered in (regional_events keeps the UTC instant). */
const eventZones: Migration = {
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

/** Money given back from the console: whole orders and single people. */
const refunds: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('staff_refunds')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('order_number', 'varchar(20)', (c) => c.notNull())
      /** JSON array of line-item positions; [] for the whole order. */
      .addColumn('positions', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      /** VOIDED or REFUNDED */
      .addColumn('outcome', 'varchar(20)', (c) => c.notNull())
      .addColumn('refund_trans_id', 'varchar(20)')
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('staff_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('staff_refunds_order')
      .on('staff_refunds')
      .column('order_number')
      .execute();
  },
};

/**
 * Passkeys: a name and last use per credential, and the WebAuthn challenges
 * (kept server-side, single use, expiring).
 */
const passkeys: Migration = {
  async up(db: Db) {
    await db.schema
      .alterTable('staff_passkeys')
      .addColumn('label', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable('staff_passkeys').addColumn('last_used_at', 'varchar(30)').execute();
    await db.schema
      .createIndex('staff_passkeys_staff')
      .on('staff_passkeys')
      .column('staff_id')
      .execute();
    await db.schema
      .createTable('staff_webauthn_challenges')
      .addColumn('challenge_hash', 'varchar(64)', (c) => c.primaryKey())
      /** register or sign-in */
      .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
      /** The member adding a passkey; null for a sign-in. */
      .addColumn('staff_id', 'varchar(36)', (c) =>
        c.references('staff_members.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('used_at', 'varchar(30)')
      .execute();
    await db.schema
      .createIndex('staff_webauthn_challenges_expiry')
      .on('staff_webauthn_challenges')
      .column('expires_at')
      .execute();
  },
};

export const staffMigrations = (now: Clock): Record<string, Migration> => ({
  staff_0004_passkeys: passkeys,
  staff_0003_refunds: refunds,
  staff_0001_console: staffCore(now),
  staff_0002_event_zones: eventZones,
});
