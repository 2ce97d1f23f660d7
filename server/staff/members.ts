/**
 * Staff members and their one-time sign-in links (used by the CLI and the
 * admin's staff page). A link's secret is shown once; the table keeps its hash.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  SIGN_IN_LINK_MINUTES,
  STAFF_SIGN_IN_PATH,
  type StaffMe,
  type StaffRole,
} from '../../domain/staff/roles';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/connect';
import { ApiError } from '../http';
import {
  ANONYMOUS_ACTOR,
  CLI_ACTOR,
  insertAudited,
  memberActor,
  writeAudit,
  type Actor,
} from './audit';
import { hashSecret, newSecret } from '../sign-in';

export interface StaffMemberView extends StaffMe {
  active: boolean;
  createdAt: string;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function listMembers(db: Kysely<Database>): Promise<StaffMemberView[]> {
  const rows = await db.selectFrom('staff_members').selectAll().orderBy('email').execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    active: row.active === 1,
    createdAt: row.created_at,
  }));
}

export async function findActiveMemberByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('staff_members')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .where('active', '=', 1)
    .executeTakeFirst();
}

export async function addMember(
  db: Kysely<Database>,
  actor: Actor,
  member: { email: string; name: string; role: StaffRole },
  now: Date,
): Promise<StaffMemberView> {
  const row = {
    id: randomUUID(),
    email: normaliseEmail(member.email),
    name: member.name.trim(),
    role: member.role,
    active: 1,
    created_at: now.toISOString(),
    disabled_at: null,
  };
  try {
    await db.transaction().execute(async (trx) => {
      await insertAudited(trx, 'staff_members', row, {
        actor,
        entry: {
          action: 'staff.add',
          target: row.email,
          after: { email: row.email, name: row.name, role: row.role },
        },
        now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError(409, 'STAFF_EXISTS', `A staff member with the email ${row.email} exists`);
    }
    throw error;
  }
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: member.role,
    active: true,
    createdAt: row.created_at,
  };
}

/** Disables a member and ends their sessions; false when no such member. */
export async function disableMember(
  db: Kysely<Database>,
  actor: Actor,
  email: string,
  now: Date,
): Promise<boolean> {
  const iso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('staff_members')
      .selectAll()
      .where('email', '=', normaliseEmail(email))
      .executeTakeFirst();
    if (!member) return false;
    await trx
      .updateTable('staff_members')
      .set({ active: 0, disabled_at: iso })
      .where('id', '=', member.id)
      .execute();
    await trx
      .updateTable('staff_sessions')
      .set({ ended_at: iso })
      .where('staff_id', '=', member.id)
      .where('ended_at', 'is', null)
      .execute();
    await useUpSignInLinks(trx, member.id, iso);
    await writeAudit(
      trx,
      actor,
      {
        action: 'staff.disable',
        target: member.email,
        before: { active: member.active === 1 },
        after: { active: false },
      },
      now,
    );
    return true;
  });
}

/** How a link reaches its member: printed by the CLI, or mailed. */
export interface LinkIssue {
  actor: Actor;
  via: 'cli' | 'email';
}

/**
 * A new one-time link for a member: the full URL (secret in the fragment).
 * Issuing one leaves the member's other live links as they are (a mail may
 * arrive late); using one cancels them (consumeSignInLink). Audited.
 */
export async function createSignInLink(
  db: Kysely<Database>,
  staffId: string,
  publicUrl: string,
  now: Date,
  issue: LinkIssue = { actor: CLI_ACTOR, via: 'cli' },
): Promise<string> {
  const secret = newSecret();
  await db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('staff_members')
      .select('email')
      .where('id', '=', staffId)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('staff_sign_in_links')
      .values({
        token_hash: hashSecret(secret),
        staff_id: staffId,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000).toISOString(),
        used_at: null,
      })
      .execute();
    await writeAudit(
      trx,
      issue.actor,
      { action: 'staff.link.issue', target: member.email, after: { via: issue.via } },
      now,
    );
  });
  return `${publicUrl.replace(/\/$/, '')}${STAFF_SIGN_IN_PATH}#${secret}`;
}

/** Links issued for a member since `since` (the per-email cap on sign-in mail). */
export async function countRecentLinks(
  db: Kysely<Database>,
  staffId: string,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('staff_sign_in_links')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('staff_id', '=', staffId)
    .where('created_at', '>=', since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks every unused sign-in link of a member used, so none of them signs in any more. */
async function useUpSignInLinks(db: Kysely<Database>, staffId: string, iso: string): Promise<void> {
  await db
    .updateTable('staff_sign_in_links')
    .set({ used_at: iso })
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .execute();
}

type LinkRefusal = 'unknown' | 'used' | 'expired' | 'disabled';

/**
 * Uses a link once: the member it signs in, or null when the secret is
 * unknown, used, expired or its member disabled. The conditional update
 * makes two concurrent uses end with one winner; the winner cancels the
 * member's other live links. Both outcomes are audited (never the secret).
 */
export async function consumeSignInLink(
  db: Kysely<Database>,
  secret: string,
  now: Date,
): Promise<StaffMe | null> {
  const iso = now.toISOString();
  const hash = hashSecret(secret);
  return db.transaction().execute(async (trx) => {
    const refuse = async (reason: LinkRefusal, target: string) => {
      const entry = { action: 'staff.signIn.failed', target, after: { method: 'link', reason } };
      await writeAudit(trx, ANONYMOUS_ACTOR, entry, now);
      return null;
    };
    const link = await trx
      .selectFrom('staff_sign_in_links as l')
      .innerJoin('staff_members as m', 'm.id', 'l.staff_id')
      .select(['l.used_at', 'l.expires_at', 'm.id', 'm.email', 'm.name', 'm.role', 'm.active'])
      .where('l.token_hash', '=', hash)
      .executeTakeFirst();
    if (!link) return refuse('unknown', '(unknown link)');
    const result = await trx
      .updateTable('staff_sign_in_links')
      .set({ used_at: iso })
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', iso)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      return refuse(
        link.expires_at <= iso && link.used_at === null ? 'expired' : 'used',
        link.email,
      );
    }
    if (link.active !== 1) return refuse('disabled', link.email);
    await useUpSignInLinks(trx, link.id, iso);
    const member = {
      id: link.id,
      email: link.email,
      name: link.name,
      role: link.role as StaffRole,
    };
    await writeAudit(
      trx,
      memberActor(member),
      { action: 'staff.signIn', target: member.email, after: { method: 'link' } },
      now,
    );
    return member;
  });
}
