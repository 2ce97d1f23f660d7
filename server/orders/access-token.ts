/**
 * The tokens of "My order" links. A token is 32 random bytes (base64url);
 * only its SHA-256 is stored, one row per mailed link, so a database copy
 * opens no order page and a lookup by hash leaks nothing through timing
 * about the token. The token itself travels in the mail only (the outbox's
 * `secret`, forgotten once the mail is sent). A link opens its page for
 * `config.myOrderLinkDays` after it was made, while it is among the order's
 * newest few and until "Sign out other links" revokes it (decision 0175).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { myOrderPagePath, ORDER_TOKEN_PATTERN } from '../../domain/my-order';
import { siteAddress } from '../../domain/languages';
import type { Database } from '../db/schema';
import type { Translate } from '../../domain/message-text';
import { OUTBOX_SECRET_MARK, type EmailBlock } from '../mail';

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The links of an order that open its page at once; making one more revokes the oldest. */
export const LIVE_LINKS_PER_ORDER = 3;

/**
 * A new link's token for the order, stored as its hash in the caller's
 * transaction. The order keeps its newest `LIVE_LINKS_PER_ORDER` links, this
 * one among them; older rows are deleted, so a revoked link is an unknown one.
 */
export async function mintOrderToken(
  db: Kysely<Database>,
  orderNumber: string,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashOf(token);
  await db
    .insertInto('order_access_tokens')
    .values({ token_hash: tokenHash, order_number: orderNumber, created_at: now.toISOString() })
    .execute();
  const older = await db
    .selectFrom('order_access_tokens')
    .select('token_hash')
    .where('order_number', '=', orderNumber)
    .where('token_hash', '<>', tokenHash)
    .orderBy('created_at', 'desc')
    .orderBy('token_hash')
    .execute();
  const revoked = older.slice(LIVE_LINKS_PER_ORDER - 1).map((row) => row.token_hash);
  if (revoked.length > 0) {
    await db.deleteFrom('order_access_tokens').where('token_hash', 'in', revoked).execute();
  }
  return token;
}

/** What makes a stored link still open its page: its age against the configured lifetime. */
export interface LinkLife {
  now: Date;
  /** `config.myOrderLinkDays`: a link opens its page for this many days after it was made. */
  linkDays: number;
}

const DAY_MS = 86_400_000;

/** Whether a link made at `createdAt` still opens its page. */
const isLive = (createdAt: string, life: LinkLife): boolean =>
  Date.parse(createdAt) + life.linkDays * DAY_MS > life.now.getTime();

/**
 * The order a live token opens, or null: unknown, revoked (deleted) and
 * expired tokens alike (a malformed token is looked up too, so all take
 * alike). Without `life` the link's age is not checked (a caller without the
 * server's clock and configuration).
 */
export async function orderOfToken(
  db: Kysely<Database>,
  token: string,
  life: LinkLife,
): Promise<string | null> {
  const row = await db
    .selectFrom('order_access_tokens')
    .select(['order_number', 'created_at'])
    .where('token_hash', '=', hashOf(token))
    .executeTakeFirst();
  const live = row !== undefined && isLive(row.created_at, life);
  return live && ORDER_TOKEN_PATTERN.test(token) ? row.order_number : null;
}

/**
 * "Sign out other links": every link of the order but this one stops opening
 * its page. The number revoked, or null when `token` opens nothing.
 */
export async function revokeOtherLinks(
  db: Kysely<Database>,
  token: string,
  life: LinkLife,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const orderNumber = await orderOfToken(trx, token, life);
    if (orderNumber === null) return null;
    const result = await trx
      .deleteFrom('order_access_tokens')
      .where('order_number', '=', orderNumber)
      .where('token_hash', '<>', hashOf(token))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

/**
 * The page's absolute link as a mail's bodies hold it, in the order's language (`/ml/my-order/…`):
 * the token stands as the outbox's mark.
 */
export function myOrderLinkInMail(publicUrl: string, language: string): string {
  return siteAddress(publicUrl, language, myOrderPagePath(OUTBOX_SECRET_MARK));
}

const SEE_ORDER = /*i18n*/ { id: 'email.order.seeOrder', message: 'See your order' };

/** The mails' button to the order's page (`href` as `myOrderLinkInMail` gives it). */
export function seeOrderButton(say: Translate, href: string): EmailBlock {
  return { kind: 'action', label: say(SEE_ORDER), href };
}
