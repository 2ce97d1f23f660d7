/**
 * The account's one-time sign-in links and its sessions (decision 0189):
 * a link is kept by address, and its first use makes the account; the
 * session cookie's secret is kept as its hash, with an idle and an absolute
 * end. Secrets and their life are server/sign-in's, as the staff console's.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  ACCOUNT_IDLE_DAYS,
  ACCOUNT_LINK_MINUTES,
  ACCOUNT_SESSION_DAYS,
  type Account,
} from '../../domain/account/sign-in';
import type { Database } from '../db/schema';
import { hashSecret, newSecret, sessionLife } from '../sign-in';

type Db = Kysely<Database>;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export const normalAddress = (email: string): string => email.trim().toLowerCase();

/** A new link's secret for `email`, good for ACCOUNT_LINK_MINUTES. */
export async function createAccountLink(
  db: Db,
  email: string,
  language: string,
  now: Date,
): Promise<string> {
  const secret = newSecret();
  await db
    .insertInto('account_sign_in_links')
    .values({
      token_hash: hashSecret(secret),
      email: normalAddress(email),
      language,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ACCOUNT_LINK_MINUTES * MINUTE_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return secret;
}

/** How many links `email` was given since `since` (the per-address cap). */
export async function countRecentAccountLinks(db: Db, email: string, since: Date): Promise<number> {
  const rows = await db
    .selectFrom('account_sign_in_links')
    .select('token_hash')
    .where('email', '=', normalAddress(email))
    .where('created_at', '>=', since.toISOString())
    .execute();
  return rows.length;
}

const accountOf = (row: { email: string; language: string; created_at: string }): Account => ({
  email: row.email,
  language: row.language,
  createdAt: row.created_at,
});

/**
 * Uses a link once: the account of its address (made now if it has none) and
 * its id, or null for a link unknown, used or expired.
 */
export function consumeAccountLink(
  db: Db,
  secret: string,
  now: Date,
): Promise<{ id: string; account: Account } | null> {
  const iso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const hash = hashSecret(secret);
    const link = await trx
      .selectFrom('account_sign_in_links')
      .select(['email', 'language'])
      .where('token_hash', '=', hash)
      .executeTakeFirst();
    if (!link) return null;
    const used = await trx
      .updateTable('account_sign_in_links')
      .set({ used_at: iso })
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', iso)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return null;
    await trx
      .insertInto('accounts')
      .values({
        id: randomUUID(),
        email: link.email,
        language: link.language,
        created_at: iso,
        last_sign_in_at: iso,
      })
      .onConflict((c) => c.column('email').doUpdateSet({ last_sign_in_at: iso }))
      .execute();
    const row = await trx
      .selectFrom('accounts')
      .select(['id', 'email', 'language', 'created_at'])
      .where('email', '=', link.email)
      .executeTakeFirstOrThrow();
    return { id: row.id, account: accountOf(row) };
  });
}

/** A new session of the account; its secret goes into the cookie. */
export async function startAccountSession(db: Db, accountId: string, now: Date): Promise<string> {
  const secret = newSecret();
  const iso = now.toISOString();
  await db
    .insertInto('account_sessions')
    .values({
      id_hash: hashSecret(secret),
      account_id: accountId,
      created_at: iso,
      last_seen_at: iso,
      expires_at: new Date(now.getTime() + ACCOUNT_SESSION_DAYS * DAY_MS).toISOString(),
      ended_at: null,
    })
    .execute();
  return secret;
}

/** The signed-in account for a cookie's secret, or null (unknown, ended, idle too long, expired). */
export async function resumeAccountSession(
  db: Db,
  secret: string,
  now: Date,
): Promise<{ id: string; account: Account } | null> {
  const hash = hashSecret(secret);
  const row = await db
    .selectFrom('account_sessions as s')
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .select(['a.id', 'a.email', 'a.language', 'a.created_at'])
    .select(['s.last_seen_at', 's.expires_at', 's.ended_at'])
    .where('s.id_hash', '=', hash)
    .executeTakeFirst();
  if (!row) return null;
  const life = sessionLife(row, now, ACCOUNT_IDLE_DAYS * 24 * 60);
  if (life === 'over') {
    await endAccountSession(db, secret, now);
    return null;
  }
  if (life === 'touch') {
    await db
      .updateTable('account_sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id_hash', '=', hash)
      .execute();
  }
  return { id: row.id, account: accountOf(row) };
}

export async function endAccountSession(db: Db, secret: string, now: Date): Promise<void> {
  await db
    .updateTable('account_sessions')
    .set({ ended_at: now.toISOString() })
    .where('id_hash', '=', hashSecret(secret))
    .where('ended_at', 'is', null)
    .execute();
}
