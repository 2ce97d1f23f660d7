/**
 * An account's calendar feed: the secret in its address is given once, when
 * the feed is made, and only its SHA-256 is kept. Making a new one revokes
 * the old (one live feed per account); a revoked feed answers nothing again.
 */
import type { Db } from '../db/schema';
import { hashSecret, newSecret, SESSION_SECRET_SHAPE } from '../sign-in';

export const FEED_PREFIX = '/puja-web-v2/api/account/feeds';
export const feedPath = (secret: string): string => `${FEED_PREFIX}/${secret}.ics`;

/** The live feed's creation, or null without one. */
export async function liveFeed(db: Db, accountId: string): Promise<{ createdAt: string } | null> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select('created_at')
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row ? { createdAt: row.created_at } : null;
}

/** Revokes the account's live feed (if any); whether there was one. */
export async function revokeFeeds(db: Db, accountId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('calendar_feeds')
    .set({ revoked_at: now.toISOString() })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A new feed for the account, the old one revoked; its secret, to be shown once. */
export async function makeFeed(db: Db, accountId: string, now: Date): Promise<string> {
  const secret = newSecret();
  await db.transaction().execute(async (trx) => {
    await revokeFeeds(trx, accountId, now);
    await trx
      .insertInto('calendar_feeds')
      .values({
        token_hash: hashSecret(secret),
        account_id: accountId,
        created_at: now.toISOString(),
        revoked_at: null,
      })
      .execute();
  });
  return secret;
}

/** The account whose live feed the secret opens, or null (malformed, unknown, revoked). */
export async function accountOfFeed(
  db: Db,
  secret: string,
): Promise<{ id: string; language: string } | null> {
  if (!SESSION_SECRET_SHAPE.test(secret)) return null;
  const row = await db
    .selectFrom('calendar_feeds as f')
    .innerJoin('accounts as a', 'a.id', 'f.account_id')
    .select(['a.id', 'a.language'])
    .where('f.token_hash', '=', hashSecret(secret))
    .where('f.revoked_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}
