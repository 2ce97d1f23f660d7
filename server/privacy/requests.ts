/**
 * Erasure requests: recorded (by the devotee from an order's or booking's page
 * or the form that takes a number and an email, or by the office for one
 * received by post or phone). A devotee's request waits until they confirm it
 * through the link mailed to the order's or booking's address; then the
 * office confirms it, which erases the person's data and writes the audit row:
 * who and when, with counts, never the email.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { daysBefore, ERASED } from '../../domain/privacy/retention';
import {
  ERASURE_CONFIRM_DAYS,
  OFFICE_SOURCES,
  type ErasureRequestView,
  type ErasureSource,
} from '../../domain/privacy/requests';
import type { Database } from '../db/schema';
import { ApiError } from '../http';
import { writeAudit } from '../staff';
import { removeMailCopies } from './erase';
import { erasePerson, normalEmail } from './person';
import type { PrivacyErasureRequestTable } from './tables';

type Db = Kysely<Database>;
type Actor = Parameters<typeof writeAudit>[1];

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const fromOffice = (source: string) => OFFICE_SOURCES.includes(source as ErasureSource);

export const toRequestView = (row: PrivacyErasureRequestTable): ErasureRequestView => ({
  id: row.id,
  email: row.email,
  reference: row.reference,
  source: row.source as ErasureSource,
  status: row.status as ErasureRequestView['status'],
  requestedAt: row.requested_at,
  recordedBy: row.recorded_by,
  devoteeConfirmedAt: row.devotee_confirmed_at,
  ready: fromOffice(row.source) || row.devotee_confirmed_at !== null,
  confirmedAt: row.confirmed_at,
  confirmedBy: row.confirmed_by,
  erased: JSON.parse(row.erased_json) as Record<string, number>,
});

export interface RecordedRequest {
  request: ErasureRequestView;
  created: boolean;
  /** The devotee's confirmation link's token, for the mail (a new devotee request only). */
  confirmToken?: string;
}

/**
 * Records a request; an open one for the same email and reference is answered again
 * (a devotee's whose link has expired unconfirmed is replaced by a new one).
 */
export async function recordRequest(
  db: Db,
  input: { email: string; reference: string; source: ErasureSource; recordedBy: string },
  now: Date,
): Promise<RecordedRequest> {
  const email = normalEmail(input.email);
  const open = await db
    .selectFrom('privacy_erasure_requests')
    .selectAll()
    .where('email', '=', email)
    .where('reference', '=', input.reference)
    .where('status', '=', 'REQUESTED')
    .executeTakeFirst();
  if (open && !lapsed(open, now)) return { request: toRequestView(open), created: false };
  if (open) await db.deleteFrom('privacy_erasure_requests').where('id', '=', open.id).execute();
  const confirmToken = fromOffice(input.source) ? undefined : randomBytes(24).toString('base64url');
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
    confirm_token_hash: confirmToken === undefined ? null : hashOf(confirmToken),
    devotee_confirmed_at: null,
  };
  await db.insertInto('privacy_erasure_requests').values(row).execute();
  return { request: toRequestView(row), created: true, ...(confirmToken && { confirmToken }) };
}

/** The instant before which a devotee's unconfirmed request has lapsed. */
export const confirmCutoff = (now: Date) => daysBefore(now, ERASURE_CONFIRM_DAYS).toISOString();

/** A devotee's request never confirmed within the link's life. */
const lapsed = (row: PrivacyErasureRequestTable, now: Date) =>
  !fromOffice(row.source) &&
  row.devotee_confirmed_at === null &&
  row.requested_at < confirmCutoff(now);

/**
 * The devotee opened the mailed link and confirmed: the request goes to the office.
 * False for a token that names no open, unlapsed request (or one confirmed already).
 */
export async function confirmByDevotee(db: Db, token: string, now: Date): Promise<boolean> {
  const updated = await db
    .updateTable('privacy_erasure_requests')
    .set({ devotee_confirmed_at: now.toISOString(), confirm_token_hash: null })
    .where('confirm_token_hash', '=', hashOf(token))
    .where('status', '=', 'REQUESTED')
    .where('devotee_confirmed_at', 'is', null)
    .where('requested_at', '>=', confirmCutoff(now))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
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

/**
 * Erases the person's data and closes every open request of theirs, in one
 * transaction with the audit row; the mails' .eml copies go once it commits.
 * A devotee's request must have been confirmed by them first.
 */
export async function confirmRequest(
  db: Db,
  id: string,
  actor: Actor,
  now: Date,
  outboxDir: string,
): Promise<ErasureRequestView> {
  const { view, mailIds } = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('privacy_erasure_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, 'NOT_FOUND', 'No such erasure request');
    if (row.status !== 'REQUESTED') {
      throw new ApiError(409, 'ALREADY_CONFIRMED', 'This request was confirmed already');
    }
    if (!toRequestView(row).ready) {
      throw new ApiError(
        409,
        'NOT_CONFIRMED_BY_DEVOTEE',
        'The devotee has not confirmed this request through the link mailed to them',
      );
    }
    const { counts, mailIds } = await erasePerson(trx, row.email, now);
    const closed = {
      status: 'CONFIRMED',
      email: ERASED,
      confirmed_at: now.toISOString(),
      confirmed_by: actor.label,
      erased_json: JSON.stringify(counts),
      confirm_token_hash: null,
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
      { action: 'privacy.erase', target: `request ${row.id}`, after: counts },
      now,
    );
    return { view: toRequestView({ ...row, ...closed }), mailIds };
  });
  removeMailCopies(outboxDir, mailIds);
  return view;
}
