/** The console's core tables; the sample temple details are stamped with `now`. */
import type { Migration } from 'kysely';
import { SAMPLE_TEMPLE_DETAILS } from '../../catalog';
import type { Clock } from '../../clock';
import {
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
} from '../columns';

export const staffConsoleMigration = (now: Clock): Migration => ({
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
