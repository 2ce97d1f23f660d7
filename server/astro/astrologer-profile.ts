/**
 * Which astrologer a signed-in staff member is: the astrologer whose address
 * is the member's. A member with the astrologer role and no profile yet gets
 * one, with no hours (so nothing is offered until they set some).
 */
import { randomBytes } from 'node:crypto';
import type { StaffMe } from '../../domain/staff/roles';
import { ApiError } from '../http';
import type { Db } from '../db/schema';
import type { AstroAstrologerTable } from './tables';

export const newFeedToken = () => randomBytes(24).toString('base64url');

/** The query for the astrologer whose email (stored lower case) or calendar-feed secret is `value`. */
export function astrologerWhere(db: Db, column: 'email' | 'feed_token', value: string) {
  return db.selectFrom('astro_astrologers').selectAll().where(column, '=', value);
}

export async function astrologerOf(db: Db, member: StaffMe): Promise<AstroAstrologerTable> {
  const email = member.email.trim().toLowerCase();
  const found = await astrologerWhere(db, 'email', email).executeTakeFirst();
  if (found) return found;
  if (member.role !== 'astrologer') {
    throw new ApiError(404, 'NOT_AN_ASTROLOGER', 'These pages are for astrologers.');
  }
  const last = await db
    .selectFrom('astro_astrologers')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  await db
    .insertInto('astro_astrologers')
    .values({
      id: Number(last?.id ?? 0) + 1,
      name: member.name,
      bio: '',
      time_zone: 'UTC',
      minimum_notice_minutes: 24 * 60,
      buffer_minutes: 15,
      horizon_days: 60,
      email,
      active: 1,
      buffer_before_minutes: 0,
      daily_limit: 0,
      meeting_url: '',
      feed_token: newFeedToken(),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return astrologerWhere(db, 'email', email).executeTakeFirstOrThrow();
}
