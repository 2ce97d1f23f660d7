/** The one payment-attempt service of orders and astrology bookings (see service.ts). */
export {
  idempotencyLeaseMs,
  OPEN_STATUSES,
  PAYABLE_AGAIN,
  PAYMENT_STATUS,
  type PaymentStatus,
} from './vocabulary';
export {
  statesBefore,
  type ApplyToSubject,
  type PaymentSubjects,
  type SubjectChange,
  type SubjectContext,
} from './subjects';
export { chargeAttempt, resumeAttempt, type ChargeFields } from './service';
export type { AttemptOutcome, PaymentDeps } from './record';
export {
  findResubmittedAttempt,
  latestAttempt,
  openAttempt,
  tokenHash,
  type AttemptRow,
  type SubjectKind,
  type SubjectRef,
} from './store';
export { reconcilePayments, startPaymentReconciliation, type ReconcileSummary } from './reconcile';
export { settleTransaction, type PaymentNotice } from './settle-notification';
export {
  refundPart,
  refundPayment,
  reversePayment,
  voidPayment,
  type ReverseResult,
} from './reverse';
