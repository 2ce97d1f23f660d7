/**
 * The tokens of "My order" links. A token is 32 random bytes (base64url);
 * only its SHA-256 is stored, one row per mailed link, so a database copy
 * opens no order page and a lookup by hash leaks nothing through timing
 * about the token. The token itself travels in the mail only (the outbox's
 * `secret`, forgotten once the mail is sent).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { myOrderPagePath, ORDER_TOKEN_PATTERN } from '../../domain/my-order';
import type { Database } from '../db/schema';
import type { Translate } from '../../domain/message-text';
import { OUTBOX_SECRET_MARK, type EmailBlock } from '../mail';

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new link's token for the order, stored as its hash in the caller's transaction. */
export async function mintOrderToken(
  db: Kysely<Database>,
  orderNumber: string,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('order_access_tokens')
    .values({ token_hash: hashOf(token), order_number: orderNumber, created_at: now.toISOString() })
    .execute();
  return token;
}

/** The order a token opens, or null (a malformed token is looked up too, so both take alike). */
export async function orderOfToken(db: Kysely<Database>, token: string): Promise<string | null> {
  const row = await db
    .selectFrom('order_access_tokens')
    .select('order_number')
    .where('token_hash', '=', hashOf(token))
    .executeTakeFirst();
  return row && ORDER_TOKEN_PATTERN.test(token) ? row.order_number : null;
}

/** The page's absolute link as a mail's bodies hold it: the token stands as the outbox's mark. */
export function myOrderLinkInMail(publicUrl: string): string {
  return `${publicUrl.replace(/\/$/, '')}${myOrderPagePath(OUTBOX_SECRET_MARK)}`;
}

const SEE_ORDER = /*i18n*/ { id: 'email.order.seeOrder', message: 'See your order' };

/** The mails' button to the order's page (`href` as `myOrderLinkInMail` gives it). */
export function seeOrderButton(say: Translate, href: string): EmailBlock {
  return { kind: 'action', label: say(SEE_ORDER), href };
}
