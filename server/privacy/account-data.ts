/**
 * The devotee's account under one email: the account, its family, its
 * sign-in links and sessions, its calendar feeds and the reminders sent. Exported whole with the person's data, and
 * deleted whole when the person is erased or deletes the account.
 */
import type { Kysely } from 'kysely';
import { ACCOUNT_PERSONAL_COLUMNS, SACRED_YEAR_PERSONAL_COLUMNS } from '../db/personal-columns';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** The account held for `email` (already normalised) and its family, or null without one. */
export async function exportAccount(db: Db, email: string) {
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'email', 'language', 'created_at', 'last_sign_in_at'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!account) return null;
  const family = await db
    .selectFrom('family_people')
    .select([
      ...ACCOUNT_PERSONAL_COLUMNS.family_people,
      'departed',
      'remind_weeks_before',
      'remind_days_before',
      'consent_at',
      'created_at',
      'updated_at',
    ])
    .where('account_id', '=', account.id)
    .orderBy('created_at')
    .execute();
  const feeds = await db
    .selectFrom('calendar_feeds')
    .select(['created_at', 'revoked_at'])
    .where('account_id', '=', account.id)
    .orderBy('created_at')
    .execute();
  const reminders = await db
    .selectFrom('reminder_log as r')
    .innerJoin('family_people as p', 'p.id', 'r.person_id')
    .select([
      'p.name',
      ...SACRED_YEAR_PERSONAL_COLUMNS.reminder_log.map((c) => `r.${c}` as const),
      'r.kind',
      'r.sent_at',
    ])
    .where('p.account_id', '=', account.id)
    .orderBy('r.sent_at')
    .execute();
  return {
    email: account.email,
    language: account.language,
    createdAt: account.created_at,
    lastSignInAt: account.last_sign_in_at,
    family,
    calendarFeeds: feeds,
    remindersSent: reminders,
  };
}

/** Deletes the account of `email` (already normalised), its family, sessions and links. */
export async function deleteAccountOf(db: Db, email: string): Promise<boolean> {
  await db.deleteFrom('account_sign_in_links').where('email', '=', email).execute();
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  if (!account) return false;
  const people = db.selectFrom('family_people').select('id').where('account_id', '=', account.id);
  await db.deleteFrom('reminder_log').where('person_id', 'in', people).execute();
  await db.deleteFrom('calendar_feeds').where('account_id', '=', account.id).execute();
  await db.deleteFrom('family_people').where('account_id', '=', account.id).execute();
  await db.deleteFrom('account_sessions').where('account_id', '=', account.id).execute();
  await db.deleteFrom('accounts').where('id', '=', account.id).execute();
  return true;
}
