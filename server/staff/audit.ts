/**
 * The audit log: every staff change (who, what, when, before/after), written
 * in the same transaction as the change, and every sign-in, failed sign-in,
 * sign-out, link issued, order viewed and CSV exported. Admins read it in the
 * console. No row holds a secret (link, session) or a hash of one.
 */
import { randomUUID } from 'node:crypto';
import type { InsertObject, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { LoggedChange } from '../../domain/staff/audit';

export interface Actor {
  /** null for the command line. */
  staffId: string | null;
  /** The member's email, or "cli". */
  label: string;
}

export const CLI_ACTOR: Actor = { staffId: null, label: 'cli' };
/** Someone not signed in: a link asked for by email, a failed sign-in. */
export const ANONYMOUS_ACTOR: Actor = { staffId: null, label: 'anonymous' };

export const memberActor = (member: { id: string; email: string }): Actor => ({
  staffId: member.id,
  label: member.email,
});

export interface AuditEntry {
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
}

const asJson = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));

export async function writeAudit(
  trx: Kysely<Database>,
  actor: Actor,
  entry: AuditEntry,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('staff_audit_log')
    .values({
      id: randomUUID(),
      at: now.toISOString(),
      staff_id: actor.staffId,
      actor: actor.label,
      action: entry.action,
      target: entry.target,
      before_json: asJson(entry.before),
      after_json: asJson(entry.after),
    })
    .execute();
}

/** Inserts a row and logs it, in the caller's transaction. */
export async function insertAudited<T extends keyof Database & string>(
  trx: Kysely<Database>,
  table: T,
  row: InsertObject<Database, T>,
  logged: { actor: Actor; entry: AuditEntry; now: Date },
): Promise<void> {
  await trx.insertInto(table).values(row).execute();
  await writeAudit(trx, logged.actor, logged.entry, logged.now);
}

const parse = (json: string): unknown => (json === '' ? null : JSON.parse(json));

/** The newest entries first. */
export async function readAudit(
  db: Kysely<Database>,
  options: { limit: number; before?: string },
): Promise<LoggedChange[]> {
  let query = db.selectFrom('staff_audit_log').selectAll().orderBy('at', 'desc').orderBy('id');
  if (options.before) query = query.where('at', '<', options.before);
  const rows = await query.limit(options.limit).execute();
  return rows.map((row) => ({
    at: row.at,
    actor: row.actor,
    action: row.action,
    target: row.target,
    before: parse(row.before_json),
    after: parse(row.after_json),
  }));
}
