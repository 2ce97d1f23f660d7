/**
 * The devotee's account: one row per address that has signed in, its
 * one-time sign-in links (kept by the address: the account is made when a
 * link is first used) and its sessions. Only hashes of the secrets are kept.
 * Gone with the account on deletion or erasure (docs/privacy-data.md).
 */
import type { Migration } from 'kysely';
import {
  createIndex,
  createTable,
  optional,
  primaryKey,
  reference,
  required,
  singleUse,
  unique,
  type MigrationDb as Db,
} from '../columns';

export const accountsMigration: Migration = {
  async up(db: Db) {
    const schema = db.schema;
    await createTable(schema, 'accounts', {
      id: primaryKey('varchar(36)'),
      /** Trimmed and lower-cased, as the privacy work finds a person. */
      email: unique('varchar(254)'),
      /** The language its mails are written in (en, ml, ta, hi). */
      language: required('varchar(5)'),
      created_at: required('varchar(30)'),
      last_sign_in_at: optional('varchar(30)'),
    }).execute();
    await createTable(schema, 'account_sign_in_links', {
      token_hash: primaryKey('varchar(64)'),
      email: required('varchar(254)'),
      /** The page's language when the link was asked for. */
      language: required('varchar(5)'),
      ...singleUse('varchar(30)'),
    }).execute();
    await createIndex(schema, 'account_sign_in_links_email', 'account_sign_in_links', [
      'email',
      'created_at',
    ]);
    await createTable(schema, 'account_sessions', {
      id_hash: primaryKey('varchar(64)'),
      account_id: reference('varchar(36)', 'accounts.id', 'cascade'),
      created_at: required('varchar(30)'),
      last_seen_at: required('varchar(30)'),
      expires_at: required('varchar(30)'),
      ended_at: optional('varchar(30)'),
    }).execute();
    await createIndex(schema, 'account_sessions_account', 'account_sessions', ['account_id']);
  },
  async down(db: Db) {
    await db.schema.dropTable('account_sessions').execute();
    await db.schema.dropTable('account_sign_in_links').execute();
    await db.schema.dropTable('accounts').execute();
  },
};
