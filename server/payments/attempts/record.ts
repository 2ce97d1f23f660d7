/**
 * The one write of an attempt's change: the attempt row moves and its subject
 * (order or booking) takes the change in the same transaction, or neither does.
 * Charging (service.ts), settling (reconcile.ts) and reversing (reverse.ts) all
 * record through it.
 */
import { moveAttempt, type AttemptChange, type AttemptRow, type SubjectKind } from './store';
import { SUBJECTS, type SubjectDeps } from './subjects';
import type { PaymentStatus } from './vocabulary';

export type PaymentDeps = SubjectDeps;

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
  const apply = SUBJECTS[attempt.subject_kind as SubjectKind];
  return deps.db
    .transaction()
    .execute(async (trx) => {
      const moved = await moveAttempt(trx, attempt, from, change, deps.now());
      if (!moved) return false;
      const applied = await apply(
        trx,
        {
          ref: attempt.subject_ref,
          status: change.status,
          previous: attempt.status,
          transId: change.transId ?? attempt.trans_id,
        },
        deps,
      );
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
