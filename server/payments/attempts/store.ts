/**
 * The payment_attempts table: one row per attempt to pay for an order or a
 * booking. Writes that change a status are conditional on the status they
 * leave, so a webhook, reconciliation and the request itself can race and the
 * attempt still moves once.
 */
import { createHash } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaymentAttemptTable } from '../tables';
import { PAYMENT_STATUS, type PaymentStatus } from './vocabulary';

export type SubjectKind = 'ORDER' | 'BOOKING';
export type AttemptRow = Selectable<PaymentAttemptTable>;

export interface SubjectRef {
  kind: SubjectKind;
  ref: string;
}

/** SHA-256 of the card token: the token itself is never stored. */
export function tokenHash(dataValue: string): string {
  return createHash('sha256').update(dataValue).digest('hex');
}

/** The gateway invoice of an attempt: unique per attempt, at most 20 characters. */
export function attemptInvoice(invoiceBase: string, attempt: number): string {
  const suffix = `-${attempt}`;
  return `${invoiceBase.slice(0, 20 - suffix.length)}${suffix}`;
}

export interface NewAttempt extends SubjectRef {
  /** The subject's own invoice number (order number, booking invoice). */
  invoiceBase: string;
  amountCents: number;
  idempotencyKey: string | undefined;
  tokenHash: string;
  now: Date;
}

/**
 * Adds the next attempt (PENDING) of a subject. Call it inside the transaction
 * that claims the subject for payment, so two requests cannot both open one.
 */
export async function openAttempt(db: Kysely<Database>, input: NewAttempt): Promise<AttemptRow> {
  const last = await db
    .selectFrom('payment_attempts')
    .select((eb) => eb.fn.max('attempt').as('attempt'))
    .where('subject_kind', '=', input.kind)
    .where('subject_ref', '=', input.ref)
    .executeTakeFirst();
  const attempt = Number(last?.attempt ?? 0) + 1;
  const nowIso = input.now.toISOString();
  const row: AttemptRow = {
    subject_kind: input.kind,
    subject_ref: input.ref,
    attempt,
    invoice_number: attemptInvoice(input.invoiceBase, attempt),
    amount_cents: input.amountCents,
    status: PAYMENT_STATUS.pending,
    trans_id: null,
    auth_code: null,
    account_number: null,
    code: null,
    message: null,
    idempotency_key: input.idempotencyKey ?? null,
    token_hash: input.tokenHash,
    created_at: nowIso,
    updated_at: nowIso,
  };
  await db.insertInto('payment_attempts').values(row).execute();
  return row;
}

/** Every column of the payment attempts, for the look-ups below to narrow. */
const allAttempts = (db: Kysely<Database>) => db.selectFrom('payment_attempts').selectAll();

/**
 * The attempt this request already started, if any: the one opened with this
 * Idempotency-Key, or the one of this subject opened with this card token
 * (a token spent on another subject is not a resubmission: the gateway refuses it).
 */
export async function findResubmittedAttempt(
  db: Kysely<Database>,
  kind: SubjectKind,
  idempotencyKey: string | undefined,
  hash: string,
  ref: string | undefined,
): Promise<AttemptRow | undefined> {
  if (!idempotencyKey && !ref) return undefined;
  return allAttempts(db)
    .where('subject_kind', '=', kind)
    .where((eb) => {
      const sameToken = ref
        ? eb.and([eb('subject_ref', '=', ref), eb('token_hash', '=', hash)])
        : null;
      const sameKey = idempotencyKey ? eb('idempotency_key', '=', idempotencyKey) : null;
      return eb.or([sameKey, sameToken].filter((c) => c !== null));
    })
    .orderBy('attempt', 'desc')
    .executeTakeFirst();
}

export async function latestAttempt(
  db: Kysely<Database>,
  subject: SubjectRef,
): Promise<AttemptRow | undefined> {
  return allAttempts(db)
    .where('subject_kind', '=', subject.kind)
    .where('subject_ref', '=', subject.ref)
    .orderBy('attempt', 'desc')
    .executeTakeFirst();
}

export async function attemptByInvoice(
  db: Kysely<Database>,
  invoiceNumber: string,
): Promise<AttemptRow | undefined> {
  return allAttempts(db).where('invoice_number', '=', invoiceNumber).executeTakeFirst();
}

export interface AttemptChange {
  status: PaymentStatus;
  transId?: string | null;
  authCode?: string | null;
  accountNumber?: string | null;
  /** Not kept on the attempt: handed to its subject (an order keeps it for its receipt). */
  accountType?: string;
  code?: string | null;
  message?: string | null;
}

/** Moves an attempt from one of `from` to `change.status`; false when it had moved already. */
export async function moveAttempt(
  db: Kysely<Database>,
  attempt: AttemptRow,
  from: readonly string[],
  change: AttemptChange,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('payment_attempts')
    .set({
      status: change.status,
      ...(change.transId !== undefined && { trans_id: change.transId }),
      ...(change.authCode !== undefined && { auth_code: change.authCode }),
      ...(change.accountNumber !== undefined && { account_number: change.accountNumber }),
      code: change.code ?? null,
      message: change.message?.slice(0, 500) ?? null,
      updated_at: now.toISOString(),
    })
    .where('subject_kind', '=', attempt.subject_kind)
    .where('subject_ref', '=', attempt.subject_ref)
    .where('attempt', '=', attempt.attempt)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
