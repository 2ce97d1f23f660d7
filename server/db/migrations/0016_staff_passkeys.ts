import type { Migration } from 'kysely';
import {
  createIndex,
  createTable,
  primaryKey,
  required,
  singleUse,
  type MigrationDb as Db,
} from '../columns';

/**
 * Passkeys: a name and last use per credential, and the WebAuthn challenges
 * (kept server-side, single use, expiring).
 */
export const staffPasskeysMigration: Migration = {
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
