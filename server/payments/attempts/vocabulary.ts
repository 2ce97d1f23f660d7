/**
 * The one payment status vocabulary of orders and astrology bookings, and the
 * timing rules every payment attempt follows (one charge deadline, one
 * "nothing was charged" rule, one idempotency lease).
 */

export const PAYMENT_STATUS = {
  /** Stored, the charge is being made (or the server died while making it). */
  pending: 'PENDING',
  paid: 'PAID',
  /** Refused by the card issuer or the gateway: nothing was charged; pay again. */
  declined: 'DECLINED',
  /** Held by the gateway's fraud filters (responseCode 4); the merchant decides. */
  underReview: 'UNDER_REVIEW',
  /** The gateway's answer was lost: reconciliation finds out; never pay again meanwhile. */
  unknown: 'UNKNOWN',
  voided: 'VOIDED',
  refunded: 'REFUNDED',
} as const;

export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

/** Statuses in which the outcome is not known yet: reconciliation looks at these. */
export const OPEN_STATUSES: readonly PaymentStatus[] = [
  PAYMENT_STATUS.pending,
  PAYMENT_STATUS.unknown,
  PAYMENT_STATUS.underReview,
];

/** Statuses after which a subject may be paid again (a new attempt). */
export const PAYABLE_AGAIN: readonly PaymentStatus[] = [PAYMENT_STATUS.declined];

/**
 * The charge deadline: the client's own timeout, then a backstop in case it
 * never fires. After this an attempt still PENDING is treated as UNKNOWN.
 */
export function chargeDeadlineMs(timeoutMs: number): number {
  return timeoutMs + Math.min(timeoutMs, 5_000) + 250;
}

/**
 * How long an Idempotency-Key stays with the server that claimed it. Longer
 * than the charge deadline, so a live server is never overtaken; after it a
 * retry takes the key over and learns the attempt's real outcome.
 */
export function idempotencyLeaseMs(timeoutMs: number): number {
  return chargeDeadlineMs(timeoutMs) + 2_000;
}

/**
 * An attempt whose charge is found nowhere at the gateway (unsettled list and
 * settled batches) this long after it was made was not charged: DECLINED.
 */
export const NOT_CHARGED_AFTER_MS = 30 * 60_000;

/** Gateway transaction statuses (getTransactionDetails, the lists) in our vocabulary. */
export function statusOfGatewayTransaction(transactionStatus: string): PaymentStatus {
  switch (transactionStatus) {
    case 'authorizedPendingCapture':
    case 'capturedPendingSettlement':
    case 'settledSuccessfully':
      return PAYMENT_STATUS.paid;
    case 'FDSPendingReview':
    case 'FDSAuthorizedPendingReview':
      return PAYMENT_STATUS.underReview;
    case 'voided':
      return PAYMENT_STATUS.voided;
    case 'refundSettledSuccessfully':
    case 'refundPendingSettlement':
      return PAYMENT_STATUS.refunded;
    default:
      // declined, expired, failedReview, generalError, communicationError, ...
      return PAYMENT_STATUS.declined;
  }
}
