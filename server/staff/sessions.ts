/**
 * Server-side staff sessions. The cookie carries a random secret; the row
 * keeps its hash, the member, the last use (idle timeout) and an absolute end.
 */
import type { Kysely } from 'kysely';
import {
  SESSION_IDLE_MINUTES,
  SESSION_MAX_HOURS,
  type StaffMe,
  type StaffRole,
} from '../../domain/staff/roles';
import type { Database } from '../db/schema';
import { hashSecret, newSecret, sessionLife } from '../sign-in';

export async function startSession(
  db: Kysely<Database>,
  staffId: string,
  now: Date,
): Promise<string> {
  const secret = newSecret();
  const iso = now.toISOString();
  await db
    .insertInto('staff_sessions')
    .values({
      id_hash: hashSecret(secret),
      staff_id: staffId,
      created_at: iso,
      last_seen_at: iso,
      expires_at: new Date(now.getTime() + SESSION_MAX_HOURS * 3_600_000).toISOString(),
      ended_at: null,
    })
    .execute();
  return secret;
}

/** What a sign-in check reads of the member (joined as `m`): who, in which role, still active. */
export const MEMBER_COLUMNS = ['m.id', 'm.email', 'm.name', 'm.role', 'm.active'] as const;

/** The signed-in member, from a row holding MEMBER_COLUMNS. */
export const signedInMember = (row: {
  id: string;
  email: string;
  name: string;
  role: string;
}): StaffMe => ({ id: row.id, email: row.email, name: row.name, role: row.role as StaffRole });

/** The signed-in member for a cookie secret, or null (unknown, ended, idle too long, expired, disabled). */
export async function resumeSession(
  db: Kysely<Database>,
  secret: string,
  now: Date,
): Promise<StaffMe | null> {
  const hash = hashSecret(secret);
  const row = await db
    .selectFrom('staff_sessions as s')
    .innerJoin('staff_members as m', 'm.id', 's.staff_id')
    .select([...MEMBER_COLUMNS, 's.last_seen_at', 's.expires_at', 's.ended_at'])
    .where('s.id_hash', '=', hash)
    .executeTakeFirst();
  if (!row || row.ended_at !== null || row.active !== 1) return null;
  const life = sessionLife(row, now, SESSION_IDLE_MINUTES);
  if (life === 'over') {
    await endSession(db, secret, now);
    return null;
  }
  if (life === 'touch') {
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id_hash', '=', hash)
      .execute();
  }
  return signedInMember(row);
}

export async function endSession(db: Kysely<Database>, secret: string, now: Date): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ ended_at: now.toISOString() })
    .where('id_hash', '=', hashSecret(secret))
    .where('ended_at', 'is', null)
    .execute();
}
