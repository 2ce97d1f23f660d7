/**
 * A mail's secret (a staff sign-in link's) kept apart from its bodies, which
 * hold a mark in its place, so the row can forget it once the mail is sent.
 */
import { type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against an untyped db */
type Db = Kysely<any>;

export const outboxSecretMigration: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('outbox_emails').addColumn('secret', 'text').execute();
  },
  async down(db: Db) {
    await db.schema.alterTable('outbox_emails').dropColumn('secret').execute();
  },
};
