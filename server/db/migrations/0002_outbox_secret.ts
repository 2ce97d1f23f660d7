/**
 * A mail's secret (a staff sign-in link's) kept apart from its bodies, which
 * hold a mark in its place, so the row can forget it once the mail is sent.
 * Sign-in mails stored before this lose the secret of their link.
 */
import { type Migration } from 'kysely';
import { type MigrationDb as Db } from '../columns';

const LINK_SECRET = /(\/staff\/sign-in#)[A-Za-z0-9_-]+/g;

export const outboxSecretMigration: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('outbox_emails').addColumn('secret', 'text').execute();
    const stored = (await db
      .selectFrom('outbox_emails')
      .select(['id', 'text_body', 'html_body'])
      .where('reference', '=', 'staff-sign-in')
      .execute()) as { id: string; text_body: string; html_body: string }[];
    for (const row of stored) {
      await db
        .updateTable('outbox_emails')
        .set({
          text_body: row.text_body.replace(LINK_SECRET, '$1[removed]'),
          html_body: row.html_body.replace(LINK_SECRET, '$1[removed]'),
        })
        .where('id', '=', row.id)
        .execute();
    }
  },
  async down(db: Db) {
    await db.schema.alterTable('outbox_emails').dropColumn('secret').execute();
  },
};
