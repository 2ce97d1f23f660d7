/**
 * The account and its family are the person's data: the export holds them
 * and the erasure of the address deletes them whole, sessions and links too,
 * its calendar feeds and the log of its reminders.
 * Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testNow } from '../../tests/test-support/test-clock';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { exportPerson } from './export';
import { erasePerson } from './person';

let database: TestDatabase;
const now = testNow();
const at = now.toISOString();

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await db
    .insertInto('accounts')
    .values({
      id: 'acct-1',
      email: 'asha@example.com',
      language: 'ml',
      created_at: at,
      last_sign_in_at: at,
    })
    .execute();
  await db
    .insertInto('account_sessions')
    .values({
      id_hash: 'h'.repeat(64),
      account_id: 'acct-1',
      created_at: at,
      last_seen_at: at,
      expires_at: at,
      ended_at: null,
    })
    .execute();
  await db
    .insertInto('account_sign_in_links')
    .values({
      token_hash: 'l'.repeat(64),
      email: 'asha@example.com',
      language: 'ml',
      created_at: at,
      expires_at: at,
      used_at: null,
    })
    .execute();
  await db
    .insertInto('family_people')
    .values({
      id: 'fam-1',
      account_id: 'acct-1',
      name: 'Lakshmi',
      relation: 'daughter',
      tradition: 'kerala',
      departed: 0,
      birth_date: '2015-08-21',
      birth_time: '06:45',
      birth_place: 'Kollam',
      birth_lat: 8.88,
      birth_lon: 76.6,
      birth_time_zone: 'Asia/Kolkata',
      birth_star: 3,
      birth_month_sign: null,
      birth_tithi: null,
      passing_date: null,
      passing_time: null,
      passing_place: null,
      passing_lat: null,
      passing_lon: null,
      passing_time_zone: null,
      passing_star: null,
      passing_month_sign: null,
      passing_tithi: null,
      remind_weeks_before: 3,
      remind_days_before: 2,
      consent_at: at,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto('calendar_feeds')
    .values({ token_hash: 'f'.repeat(64), account_id: 'acct-1', created_at: at, revoked_at: null })
    .execute();
  await db
    .insertInto('reminder_log')
    .values({ person_id: 'fam-1', day: '2027-01-02', kind: 'weeks', sent_at: at })
    .execute();
});
afterAll(() => database.close());

it('exports the account with its family', async () => {
  const document = await exportPerson(database.db, 'Asha@Example.com', now);
  expect(document.account).toMatchObject({ email: 'asha@example.com', language: 'ml' });
  expect(document.account?.family).toEqual([
    expect.objectContaining({
      name: 'Lakshmi',
      relation: 'daughter',
      birth_place: 'Kollam',
      birth_star: 3,
    }),
  ]);
  expect(document.account?.calendarFeeds).toEqual([{ created_at: at, revoked_at: null }]);
  expect(document.account?.remindersSent).toEqual([
    { name: 'Lakshmi', day: '2027-01-02', kind: 'weeks', sent_at: at },
  ]);
});

it('erases the account, its family, sessions and links with the address', async () => {
  const db = database.db;
  await erasePerson(db, ' ASHA@example.com', now);
  const count = async (
    table:
      | 'accounts'
      | 'account_sessions'
      | 'account_sign_in_links'
      | 'family_people'
      | 'calendar_feeds'
      | 'reminder_log',
  ) => (await db.selectFrom(table).selectAll().execute()).length;
  expect(await count('accounts')).toBe(0);
  expect(await count('account_sessions')).toBe(0);
  expect(await count('account_sign_in_links')).toBe(0);
  expect(await count('family_people')).toBe(0);
  expect(await count('calendar_feeds')).toBe(0);
  expect(await count('reminder_log')).toBe(0);
  expect((await exportPerson(db, 'asha@example.com', now)).account).toBeNull();
});
