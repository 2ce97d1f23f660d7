/**
 * The one write of an attempt's change: the attempt row moves and its subject
 * (order or booking) takes the change in the same transaction, or neither does.
 * Charging (service.ts), settling (reconcile.ts) and reversing (reverse.ts) all
 * record through it.
 */
import type { ServerConfig } from '../../config';
import type { Db, Trx } from '../../db/schema';
import type { PaymentGateway } from '../gateway';
import { mailIfDeclinedAfterReview } from './mail';
import { moveAttempt, type AttemptChange, type AttemptRow, type SubjectKind } from './store';
import type { PaymentSubjects, SubjectChange } from './subjects';
import type { PaymentStatus } from './vocabulary';

/** What the payment service needs (the server's deps have it all). */
export interface PaymentDeps {
  db: Db;
  payments: PaymentGateway;
  now: () => Date;
  config: Pick<ServerConfig, 'anet' | 'publicUrl'>;
  /** How an attempt's status applies to an order or a booking (server/payment-subjects.ts). */
  paymentSubjects: PaymentSubjects;
}

/**
 * Applies a change to the attempt's subject, in the transaction that moves the
 * attempt; a held payment the subject takes as declined is told to its payer.
 */
export async function applyToSubject(
  deps: PaymentDeps,
  trx: Trx,
  attempt: AttemptRow,
  change: Omit<SubjectChange, 'ref' | 'previous'>,
): Promise<boolean> {
  const kind = attempt.subject_kind as SubjectKind;
  const full = { ...change, ref: attempt.subject_ref, previous: attempt.status };
  const payer = await deps.paymentSubjects[kind](trx, full, {
    db: deps.db,
    payments: deps.payments,
    now: deps.now,
    publicUrl: deps.config.publicUrl,
  });
  if (!payer) return false;
  await mailIfDeclinedAfterReview(trx, full, payer, kind, deps.now());
  return true;
}

/** What the caller needs to answer the visitor. */
export interface AttemptOutcome {
  status: PaymentStatus;
  attempt: number;
  code: string | null;
  message: string | null;
  /** True when another request is charging this attempt right now. */
  inProgress?: boolean;
}

/**
 * Records a change of an attempt and applies it to its subject, atomically.
 * Returns false when the attempt had already left `from` or the subject
 * refused the change (nothing is written then).
 */
export async function recordChange(
  deps: PaymentDeps,
  attempt: AttemptRow,
  from: readonly string[],
  change: AttemptChange,
): Promise<boolean> {
  return deps.db
    .transaction()
    .execute(async (trx) => {
      const moved = await moveAttempt(trx, attempt, from, change, deps.now());
      if (!moved) return false;
      const applied = await applyToSubject(deps, trx, attempt, {
        status: change.status,
        transId: change.transId ?? attempt.trans_id,
        ...(change.accountNumber && {
          card: { type: change.accountType ?? '', number: change.accountNumber },
        }),
      });
      // Roll back the attempt's move too: the subject did not take it.
      if (!applied) throw new NotApplied();
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof NotApplied) return false;
      throw error;
    });
}

class NotApplied extends Error {}
