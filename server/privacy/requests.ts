/**
 * Erasure requests: recorded (by the devotee from an order or booking page, or
 * by the office for one received by post or phone), then confirmed by the
 * office, which erases the person's data and writes the audit row: who and
 * when, with counts, never the email.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ERASED } from '../../domain/privacy/retention';
import type { ErasureRequestView, ErasureSource } from '../../domain/privacy/requests';
import type { Database } from '../db/schema';
import { ApiError } from '../http';
import { writeAudit } from '../staff';
import { erasePerson, normalEmail } from './person';
import type { PrivacyErasureRequestTable } from './tables';

type Db = Kysely<Database>;
type Actor = Parameters<typeof writeAudit>[1];

export const toRequestView = (row: PrivacyErasureRequestTable): ErasureRequestView => ({
  id: row.id,
  email: row.email,
  reference: row.reference,
  source: row.source as ErasureSource,
  status: row.status as ErasureRequestView['status'],
  requestedAt: row.requested_at,
  recordedBy: row.recorded_by,
  confirmedAt: row.confirmed_at,
  confirmedBy: row.confirmed_by,
  erased: JSON.parse(row.erased_json) as Record<string, number>,
});

/** Records a request; an open one for the same email and reference is answered again. */
export async function recordRequest(
  db: Db,
  input: { email: string; reference: string; source: ErasureSource; recordedBy: string },
  now: Date,
): Promise<{ request: ErasureRequestView; created: boolean }> {
  const email = normalEmail(input.email);
  const open = await db
    .selectFrom('privacy_erasure_requests')
    .selectAll()
    .where('email', '=', email)
    .where('reference', '=', input.reference)
    .where('status', '=', 'REQUESTED')
    .executeTakeFirst();
  if (open) return { request: toRequestView(open), created: false };
  const row: PrivacyErasureRequestTable = {
    id: randomUUID(),
    email,
    reference: input.reference,
    source: input.source,
    status: 'REQUESTED',
    requested_at: now.toISOString(),
    recorded_by: input.recordedBy,
    confirmed_at: null,
    confirmed_by: null,
    erased_json: '{}',
  };
  await db.insertInto('privacy_erasure_requests').values(row).execute();
  return { request: toRequestView(row), created: true };
}

export async function listRequests(db: Db): Promise<ErasureRequestView[]> {
  const rows = await db
    .selectFrom('privacy_erasure_requests')
    .selectAll()
    .orderBy('status', 'desc')
    .orderBy('requested_at', 'desc')
    .limit(200)
    .execute();
  return rows.map(toRequestView);
}

/** Erases the person's data and closes every open request of theirs; audited. */
export async function confirmRequest(
  db: Db,
  id: string,
  actor: Actor,
  now: Date,
  outboxDir: string,
): Promise<ErasureRequestView> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('privacy_erasure_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, 'NOT_FOUND', 'No such erasure request');
    if (row.status !== 'REQUESTED') {
      throw new ApiError(409, 'ALREADY_CONFIRMED', 'This request was confirmed already');
    }
    const erased = await erasePerson(trx, row.email, now, outboxDir);
    const closed = {
      status: 'CONFIRMED',
      email: ERASED,
      confirmed_at: now.toISOString(),
      confirmed_by: actor.label,
      erased_json: JSON.stringify(erased),
    };
    await trx
      .updateTable('privacy_erasure_requests')
      .set(closed)
      .where('email', '=', row.email)
      .where('status', '=', 'REQUESTED')
      .execute();
    await writeAudit(
      trx,
      actor,
      { action: 'privacy.erase', target: `request ${row.id}`, after: erased },
      now,
    );
    return toRequestView({ ...row, ...closed });
  });
}
