/** Migrations of the staff console's tables (merged into the core set; names sort after it). */
import type { Migration } from 'kysely';
import { SAMPLE_TEMPLE_DETAILS } from '../catalog';
import type { Clock } from '../clock';
import {
  cents,
  createIndex,
  createTable,
  flag,
  optional,
  primaryKey,
  reference,
  required,
  singleUse,
  unique,
  type MigrationDb as Db,
} from '../db/columns';

/** The console's core tables; the sample temple details are stamped with `now`. */
const staffCore = (now: Clock): Migration => ({
  async up(db: Db) {
    const schema = db.schema;
    await createTable(schema, 'staff_members', {
      id: primaryKey('varchar(36)'),
      email: unique('varchar(254)'),
      name: required('varchar(200)'),
      role: required('varchar(20)'),
      active: flag,
      created_at: required('varchar(30)'),
      disabled_at: optional('varchar(30)'),
    }).execute();
    await createTable(schema, 'staff_sign_in_links', {
      token_hash: primaryKey('varchar(64)'),
      staff_id: reference('varchar(36)', 'staff_members.id', 'cascade'),
      ...singleUse('varchar(30)'),
    }).execute();
    await createIndex(schema, 'staff_sign_in_links_staff', 'staff_sign_in_links', [
      'staff_id',
      'created_at',
    ]);
    await createTable(schema, 'staff_sessions', {
      id_hash: primaryKey('varchar(64)'),
      staff_id: reference('varchar(36)', 'staff_members.id', 'cascade'),
      created_at: required('varchar(30)'),
      last_seen_at: required('varchar(30)'),
      expires_at: required('varchar(30)'),
      ended_at: optional('varchar(30)'),
    }).execute();
    await createTable(schema, 'staff_audit_log', {
      id: primaryKey('varchar(36)'),
      at: required('varchar(30)'),
      staff_id: optional('varchar(36)'),
      actor: required('varchar(254)'),
      action: required('varchar(80)'),
      target: required('varchar(200)'),
      before_json: required('text'),
      after_json: required('text'),
    }).execute();
    await createIndex(schema, 'staff_audit_log_at', 'staff_audit_log', ['at']);
    await createTable(schema, 'temple_details', {
      id: primaryKey('integer'),
      centre_name: required('text'),
      postal_address: required('text'),
      phone: required('text'),
      email: required('text'),
      mail_in_instructions: required('text'),
      copyright_holder: required('text'),
      is_sample: flag,
      updated_at: required('varchar(30)'),
    }).execute();
    await db
      .insertInto('temple_details')
      .values({
        id: 1,
        ...SAMPLE_TEMPLE_DETAILS,
        is_sample: 1,
        updated_at: now().toISOString(),
      })
      .execute();
    await createTable(schema, 'staff_order_notes', {
      id: primaryKey('varchar(36)'),
      order_number: required('varchar(20)'),
      staff_id: required('varchar(36)'),
      author: required('varchar(200)'),
      body: required('text'),
      created_at: required('varchar(30)'),
    }).execute();
    await createIndex(schema, 'staff_order_notes_order', 'staff_order_notes', ['order_number']);
    await createTable(schema, 'staff_performed', {
      order_number: required('varchar(20)'),
      position: required('integer'),
      performed_at: required('varchar(30)'),
      performed_by: required('varchar(36)'),
    })
      .addPrimaryKeyConstraint('staff_performed_pk', ['order_number', 'position'])
      .execute();
    await createTable(schema, 'staff_passkeys', {
      credential_id: primaryKey('varchar(512)'),
      staff_id: reference('varchar(36)', 'staff_members.id', 'cascade'),
      public_key: required('text'),
      counter: required('integer'),
      transports: required('text'),
      created_at: required('varchar(30)'),
    }).execute();
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
    await createIndex(db.schema, 'staff_passkeys_staff', 'staff_passkeys', ['staff_id']);
    await createTable(db.schema, 'staff_webauthn_challenges', {
      challenge_hash: primaryKey('varchar(64)'),
      /** register or sign-in */
      purpose: required('varchar(20)'),
      /** The member adding a passkey; null for a sign-in. */
      staff_id: {
        type: 'varchar(36)',
        define: (c) => c.references('staff_members.id').onDelete('cascade'),
      },
      ...singleUse('varchar(30)'),
    }).execute();
    await createIndex(db.schema, 'staff_webauthn_challenges_expiry', 'staff_webauthn_challenges', [
      'expires_at',
    ]);
  },
};

export const staffMigrations = (now: Clock): Record<string, Migration> => ({
  staff_0004_passkeys: passkeys,
  staff_0003_refunds: refunds,
  staff_0001_console: staffCore(now),
  staff_0002_event_zones: eventZones,
});
