/**
 * The payment-attempt service: the one way an order or an astrology booking
 * is charged, settled, reconciled, voided and refunded. Callers open an
 * attempt in the transaction that claims their subject (store.ts), then:
 *
 * - `chargeAttempt` charges it once, within the one charge deadline, and
 *   records the outcome in the vocabulary of vocabulary.ts;
 * - `resumeAttempt` answers a resubmission of the same attempt (same key or
 *   same token, e.g. after a network error or a server that died mid-charge):
 *   from the stored outcome, else from the gateway, else by charging with the
 *   same token, which the gateway accepts at most once;
 * - reconcile.ts settles open attempts; reverse.ts voids and refunds.
 */
import { GatewayError, type PaymentLogger } from '../anet-client';
import type { ChargeRequest, ChargeResult } from '../gateway';
import { applyToSubject, recordChange, type AttemptOutcome, type PaymentDeps } from './record';
import { moveAttempt, type AttemptChange, type AttemptRow } from './store';
import { settleAttempt } from './reconcile';
import { chargeDeadlineMs, OPEN_STATUSES, PAYMENT_STATUS, type PaymentStatus } from './vocabulary';
import { MESSAGES } from '../../../domain/messages';
import { duplicateCharge, spentToken } from '../anet-results';

/** The charge fields that do not depend on the attempt (its invoice, refId and amount do). */
export type ChargeFields = Omit<ChargeRequest, 'invoiceNumber' | 'refId' | 'amountCents'>;

type Log = PaymentLogger;

const outcomeOf = (row: AttemptRow): AttemptOutcome => ({
  status: row.status as PaymentStatus,
  attempt: row.attempt,
  code: row.code,
  message: row.message,
});

/** The charge within the one deadline, even if the client's own timeout never fires. */
async function chargeWithDeadline(
  deps: PaymentDeps,
  request: ChargeRequest,
): Promise<ChargeResult> {
  let timer: NodeJS.Timeout | undefined;
  const backstop = new Promise<ChargeResult>((resolve) => {
    timer = setTimeout(
      () => resolve({ outcome: 'UNKNOWN', message: 'The payment gateway did not answer in time' }),
      chargeDeadlineMs(deps.config.anet.timeoutMs),
    );
  });
  try {
    return await Promise.race([deps.payments.charge(request), backstop]);
  } catch (error) {
    return { outcome: 'UNKNOWN', message: `No answer: ${(error as Error).message}` };
  } finally {
    clearTimeout(timer);
  }
}

/** An approved charge the subject would not take (already paid, booking gone): undo it. */
async function undoUnwantedCharge(
  deps: PaymentDeps,
  attempt: AttemptRow,
  transId: string,
  log: Log,
): Promise<AttemptOutcome> {
  log.error(
    { transId, attempt: attempt.attempt },
    'approved charge not taken by its subject: voiding',
  );
  const voided = await deps.payments.voidTransaction(transId).catch(() => false);
  const change: AttemptChange = voided
    ? { status: PAYMENT_STATUS.voided, transId, code: 'NOT_RECORDED' }
    : { status: PAYMENT_STATUS.unknown, transId, code: 'NOT_RECORDED' };
  await deps.db
    .transaction()
    .execute(async (trx) => {
      await moveAttempt(
        trx,
        attempt,
        [...OPEN_STATUSES, PAYMENT_STATUS.declined],
        change,
        deps.now(),
      );
      // The subject goes back to payable (voided) or stays open for reconciliation.
      await applyToSubject(deps, trx, attempt, {
        status: voided ? PAYMENT_STATUS.declined : PAYMENT_STATUS.unknown,
        transId: null,
      });
    })
    .catch((error: unknown) => log.error({ err: error }, 'could not record the void'));
  return {
    status: voided ? PAYMENT_STATUS.declined : PAYMENT_STATUS.unknown,
    attempt: attempt.attempt,
    code: 'NOT_RECORDED',
    message: voided
      ? 'We could not record your payment, so the charge was cancelled. Please try again.'
      : 'We could not record your payment. Please do not pay again: we will confirm it by email.',
  };
}

/** Records what the gateway answered to a charge of `attempt`. */
export async function recordChargeResult(
  deps: PaymentDeps,
  attempt: AttemptRow,
  result: ChargeResult,
  log: Log,
): Promise<AttemptOutcome> {
  const from = [...OPEN_STATUSES];
  const base = { attempt: attempt.attempt };
  switch (result.outcome) {
    case 'APPROVED': {
      const change = {
        status: PAYMENT_STATUS.paid,
        transId: result.transId,
        authCode: result.authCode,
        accountNumber: result.accountNumber,
        accountType: result.accountType,
      };
      let recorded = false;
      try {
        recorded = await recordChange(deps, attempt, from, change);
      } catch (error) {
        log.error({ err: error, transId: result.transId }, 'approved charge not recorded');
      }
      if (!recorded) return undoUnwantedCharge(deps, attempt, result.transId, log);
      return { ...base, status: PAYMENT_STATUS.paid, code: null, message: null };
    }
    case 'HELD': {
      const message = MESSAGES.paymentUnderReview;
      await recordChange(deps, attempt, from, {
        status: PAYMENT_STATUS.underReview,
        transId: result.transId,
        authCode: result.authCode,
        accountNumber: result.accountNumber,
        accountType: result.accountType,
        code: 'HELD_FOR_REVIEW',
        message: result.message,
      });
      return { ...base, status: PAYMENT_STATUS.underReview, code: 'HELD_FOR_REVIEW', message };
    }
    case 'DECLINED':
    case 'ERROR': {
      await recordChange(deps, attempt, from, {
        status: PAYMENT_STATUS.declined,
        transId: result.outcome === 'DECLINED' ? (result.transId ?? null) : null,
        code: result.code,
        message: result.message,
      });
      return {
        ...base,
        status: PAYMENT_STATUS.declined,
        code: result.code,
        message: result.message,
      };
    }
    case 'UNKNOWN': {
      await recordChange(deps, attempt, from, {
        status: PAYMENT_STATUS.unknown,
        code: 'NO_ANSWER',
        message: result.message,
      });
      return {
        ...base,
        status: PAYMENT_STATUS.unknown,
        code: 'PAYMENT_UNKNOWN',
        message: result.message,
      };
    }
  }
}

function chargeRequestOf(attempt: AttemptRow, fields: ChargeFields): ChargeRequest {
  return {
    ...fields,
    invoiceNumber: attempt.invoice_number,
    refId: attempt.invoice_number,
    amountCents: attempt.amount_cents,
  };
}

/** Charges a freshly opened attempt once and records the outcome. */
export async function chargeAttempt(
  deps: PaymentDeps,
  attempt: AttemptRow,
  fields: ChargeFields,
  log: Log,
): Promise<AttemptOutcome> {
  const result = await chargeWithDeadline(deps, chargeRequestOf(attempt, fields));
  log.info({ invoiceNumber: attempt.invoice_number, outcome: result.outcome }, 'charge answered');
  return recordChargeResult(deps, attempt, result, log);
}

/**
 * A resubmission of an attempt already started (same Idempotency-Key or the
 * same card token). A decided attempt answers as it was decided; one being
 * charged right now answers "in progress"; an open one (its answer lost, or
 * its server killed) is looked up at the gateway, and only when the gateway
 * has no trace of it is it charged again with the same token and invoice: a
 * token is accepted once, so this can never charge twice.
 */
export async function resumeAttempt(
  deps: PaymentDeps,
  attempt: AttemptRow,
  fields: ChargeFields,
  log: Log,
): Promise<AttemptOutcome> {
  if (!OPEN_STATUSES.includes(attempt.status as PaymentStatus)) return outcomeOf(attempt);
  if (attempt.status === PAYMENT_STATUS.underReview) return outcomeOf(attempt);
  const age = deps.now().getTime() - Date.parse(attempt.updated_at);
  if (
    attempt.status === PAYMENT_STATUS.pending &&
    age < chargeDeadlineMs(deps.config.anet.timeoutMs)
  ) {
    return { ...outcomeOf(attempt), status: PAYMENT_STATUS.unknown, inProgress: true };
  }
  let settled: Awaited<ReturnType<typeof settleAttempt>>;
  try {
    settled = await settleAttempt(deps, attempt, log, { notChargedPolicy: 'leave' });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    // The gateway cannot be asked now: the charge may exist, so it is never made again blind.
    // The attempt stays open for reconciliation and the visitor is told the outcome is not
    // known yet (their page asks again), not that the server failed.
    log.warn(
      { invoiceNumber: attempt.invoice_number, code: error.code },
      'gateway lookup failed on a resubmission: outcome unknown',
    );
    return { ...outcomeOf(attempt), status: PAYMENT_STATUS.unknown };
  }
  if (settled !== 'NOT_FOUND') return settled;
  log.warn(
    { invoiceNumber: attempt.invoice_number },
    'no trace of the charge: charging with the same token',
  );
  const result = await chargeWithDeadline(deps, chargeRequestOf(attempt, fields));
  if (spentToken(result) || duplicateCharge(result)) {
    // The token was already used, or the gateway saw this charge: the first one may exist after all.
    return recordChargeResult(deps, attempt, { outcome: 'UNKNOWN', message: result.message }, log);
  }
  return recordChargeResult(deps, attempt, result, log);
}
