/** The one payment-attempt service of orders and astrology bookings (see service.ts). */
export { PAYMENT_STATUS, type PaymentStatus } from './vocabulary';
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
export {
  reconcilePayments,
  settleTransaction,
  startPaymentReconciliation,
  type ReconcileSummary,
} from './reconcile';
export {
  refundPart,
  refundPayment,
  reversePayment,
  voidPayment,
  type ReverseResult,
} from './reverse';
