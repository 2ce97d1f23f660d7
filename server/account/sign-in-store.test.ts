/**
 * The account's links and sessions: a link works once and within its
 * minutes, its first use makes the account (a second link signs in to the
 * same one), a session ends by sign-out, idleness or its absolute end.
 * Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_IDLE_DAYS,
  ACCOUNT_LINK_MINUTES,
  ACCOUNT_SESSION_DAYS,
} from '../../domain/account/sign-in';
import { testNow } from '../../tests/test-support/test-clock';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import {
  consumeAccountLink,
  countRecentAccountLinks,
  createAccountLink,
  endAccountSession,
  resumeAccountSession,
  startAccountSession,
} from './sign-in-store';

let database: TestDatabase;
const db = () => database.db;
const now = testNow();
const later = (ms: number) => new Date(now.getTime() + ms);
const DAY_MS = 86_400_000;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('a sign-in link', () => {
  it('makes the account on first use, once, and keeps the address lower-cased', async () => {
    const secret = await createAccountLink(db(), ' Asha@Example.com ', 'ml', now);
    const first = await consumeAccountLink(db(), secret, later(60_000));
    expect(first?.account).toEqual({
      email: 'asha@example.com',
      language: 'ml',
      createdAt: later(60_000).toISOString(),
    });
    expect(await consumeAccountLink(db(), secret, later(120_000))).toBeNull();
    const again = await createAccountLink(db(), 'asha@example.com', 'en', later(180_000));
    const second = await consumeAccountLink(db(), again, later(200_000));
    expect(second?.id).toBe(first?.id);
    expect(await db().selectFrom('accounts').selectAll().execute()).toHaveLength(1);
  });

  it('is refused once its minutes are over, and when unknown', async () => {
    const secret = await createAccountLink(db(), 'ravi@example.com', 'en', now);
    expect(await consumeAccountLink(db(), secret, later(ACCOUNT_LINK_MINUTES * 60_000))).toBeNull();
    expect(await consumeAccountLink(db(), 'x'.repeat(43), now)).toBeNull();
    const made = await db()
      .selectFrom('accounts')
      .select('email')
      .where('email', '=', 'ravi@example.com')
      .execute();
    expect(made).toEqual([]);
  });

  it('is counted per address for the cap', async () => {
    await createAccountLink(db(), 'mira@example.com', 'ta', now);
    await createAccountLink(db(), 'MIRA@example.com', 'ta', later(1000));
    expect(await countRecentAccountLinks(db(), 'mira@example.com', now)).toBe(2);
    expect(await countRecentAccountLinks(db(), 'mira@example.com', later(500))).toBe(1);
  });
});

describe('a session', () => {
  async function signedIn(email: string) {
    const link = await createAccountLink(db(), email, 'hi', now);
    const signed = await consumeAccountLink(db(), link, now);
    return startAccountSession(db(), signed!.id, now);
  }

  it('resumes until signed out', async () => {
    const secret = await signedIn('kavya@example.com');
    expect((await resumeAccountSession(db(), secret, later(1000)))?.account.email).toBe(
      'kavya@example.com',
    );
    await endAccountSession(db(), secret, later(2000));
    expect(await resumeAccountSession(db(), secret, later(3000))).toBeNull();
  });

  it('ends after its idle days, and at its absolute end even when used', async () => {
    const idle = await signedIn('idle@example.com');
    expect(await resumeAccountSession(db(), idle, later(ACCOUNT_IDLE_DAYS * DAY_MS))).toBeNull();
    const busy = await signedIn('busy@example.com');
    for (let day = 10; day < ACCOUNT_SESSION_DAYS; day += 10) {
      expect(await resumeAccountSession(db(), busy, later(day * DAY_MS))).not.toBeNull();
    }
    expect(await resumeAccountSession(db(), busy, later(ACCOUNT_SESSION_DAYS * DAY_MS))).toBeNull();
  });
});
