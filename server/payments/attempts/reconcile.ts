/**
 * Reconciliation that never lies: an open attempt (UNKNOWN, UNDER_REVIEW, or
 * PENDING past the charge deadline) is settled only by what the gateway says
 * about its own invoice: its transaction details when the transId is known,
 * else the unsettled list and then the batches settled since the attempt. A
 * charge found anywhere is PAID (never DECLINED); a hold stays UNDER_REVIEW
 * until the merchant decides; an attempt is declared not charged only when it
 * is found nowhere NOT_CHARGED_AFTER_MS after it was made. Webhooks use the
 * same path (`settleTransaction`, settle-notification.ts).
 */
import type { PaymentLogger } from '../anet-client';
import { GatewayError } from '../anet-client';
import type { TransactionLookup } from '../gateway';
import { recordChange, type AttemptOutcome, type PaymentDeps } from './record';
import type { AttemptRow, SubjectRef } from './store';
import {
  chargeDeadlineMs,
  NOT_CHARGED_AFTER_MS,
  OPEN_STATUSES,
  PAYMENT_STATUS,
  statusOfGatewayTransaction,
  type PaymentStatus,
} from './vocabulary';

type Log = PaymentLogger;
export const SILENT: Log = { info() {}, warn() {}, error() {} };

/** From which statuses a gateway finding may move an attempt. */
const MOVABLE: readonly string[] = [...OPEN_STATUSES, PAYMENT_STATUS.declined];

async function lookUp(deps: PaymentDeps, attempt: AttemptRow): Promise<TransactionLookup | null> {
  if (attempt.trans_id) {
    const found = await deps.payments.getTransaction(attempt.trans_id);
    if (found) return found;
  }
  return deps.payments.findByInvoice(
    attempt.invoice_number,
    attempt.amount_cents,
    attempt.created_at,
  );
}

const outcome = (attempt: AttemptRow, status: PaymentStatus, code: string | null) => ({
  status,
  attempt: attempt.attempt,
  code,
  message: null,
});

/** Applies a gateway transaction's status to its attempt; returns the attempt's outcome. */
export async function applyFinding(
  deps: PaymentDeps,
  attempt: AttemptRow,
  found: TransactionLookup,
  log: Log,
): Promise<AttemptOutcome> {
  const status = statusOfGatewayTransaction(found.status);
  if (status === attempt.status) return outcome(attempt, status, attempt.code);
  const change = {
    status,
    transId: found.transId,
    ...(found.accountNumber && { accountNumber: found.accountNumber }),
    ...(found.accountType && { accountType: found.accountType }),
    code: found.status,
  };
  // A finding never takes a decided payment back: only open (or declared unpaid) attempts move.
  const from = status === PAYMENT_STATUS.paid ? MOVABLE : OPEN_STATUSES;
  const moved = await recordChange(deps, attempt, from, change);
  if (!moved && status === PAYMENT_STATUS.paid && attempt.status !== PAYMENT_STATUS.paid) {
    // Charged, but its subject was paid by another attempt meanwhile: give the money back.
    log.error({ transId: found.transId }, 'a second charge was found for a paid subject: voiding');
    const voided = await deps.payments.voidTransaction(found.transId).catch(() => false);
    return outcome(
      attempt,
      voided ? PAYMENT_STATUS.voided : (attempt.status as PaymentStatus),
      'DOUBLE',
    );
  }
  log.info({ invoiceNumber: attempt.invoice_number, status }, 'payment attempt reconciled');
  return outcome(attempt, moved ? status : (attempt.status as PaymentStatus), found.status);
}

export interface SettleOptions {
  /** 'decline' (reconciliation): found nowhere long enough after → DECLINED. 'leave': keep it open. */
  notChargedPolicy: 'decline' | 'leave';
}

/** Looks one attempt up at the gateway and records what is found. */
export async function settleAttempt(
  deps: PaymentDeps,
  attempt: AttemptRow,
  log: Log,
  options: SettleOptions,
): Promise<AttemptOutcome | 'NOT_FOUND'> {
  const found = await lookUp(deps, attempt);
  if (found) return applyFinding(deps, attempt, found, log);
  const age = deps.now().getTime() - Date.parse(attempt.created_at);
  if (options.notChargedPolicy === 'decline' && age >= NOT_CHARGED_AFTER_MS) {
    await recordChange(deps, attempt, OPEN_STATUSES, {
      status: PAYMENT_STATUS.declined,
      code: 'NOT_CHARGED',
      message: 'No charge was found at the gateway',
    });
    return outcome(attempt, PAYMENT_STATUS.declined, 'NOT_CHARGED');
  }
  return 'NOT_FOUND';
}

export interface ReconcileSummary {
  checked: number;
  paid: number;
  declined: number;
  underReview: number;
  unresolved: number;
}

/** Settles every open attempt the gateway can tell us about (orders and bookings alike). */
export async function reconcilePayments(
  deps: PaymentDeps,
  options: { log?: Log; subject?: SubjectRef } = {},
): Promise<ReconcileSummary> {
  const log = options.log ?? SILENT;
  const now = deps.now().getTime();
  const pendingBefore = new Date(now - chargeDeadlineMs(deps.config.anet.timeoutMs)).toISOString();
  let query = deps.db
    .selectFrom('payment_attempts')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('status', 'in', [PAYMENT_STATUS.unknown, PAYMENT_STATUS.underReview]),
        eb.and([eb('status', '=', PAYMENT_STATUS.pending), eb('updated_at', '<', pendingBefore)]),
      ]),
    );
  if (options.subject) {
    query = query
      .where('subject_kind', '=', options.subject.kind)
      .where('subject_ref', '=', options.subject.ref);
  }
  const attempts = await query.orderBy('updated_at').limit(200).execute();
  const summary: ReconcileSummary = {
    checked: 0,
    paid: 0,
    declined: 0,
    underReview: 0,
    unresolved: 0,
  };
  for (const attempt of attempts) {
    summary.checked++;
    try {
      const settled = await settleAttempt(deps, attempt, log, { notChargedPolicy: 'decline' });
      const status = settled === 'NOT_FOUND' ? null : settled.status;
      if (status === PAYMENT_STATUS.paid) summary.paid++;
      else if (status === PAYMENT_STATUS.declined) summary.declined++;
      else if (status === PAYMENT_STATUS.underReview) summary.underReview++;
      else summary.unresolved++;
    } catch (error) {
      summary.unresolved++;
      const code = error instanceof GatewayError ? error.code : undefined;
      log.warn(
        { invoiceNumber: attempt.invoice_number, code, err: error },
        'reconciliation failed',
      );
    }
  }
  return summary;
}

/** Runs reconcilePayments every `intervalMs` on an unref'd timer; returns stop(). */
export function startPaymentReconciliation(
  deps: PaymentDeps,
  options: { log?: Log; intervalMs?: number } = {},
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcilePayments(deps, options)
      .catch((error: unknown) => options.log?.error({ err: error }, 'reconciliation run failed'))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs ?? 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
