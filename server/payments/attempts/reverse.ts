/**
 * Giving a payment back, for staff: `reversePayment` voids the paid attempt's
 * charge while it is unsettled and refunds it once settled (Authorize.net
 * refuses a refund before settlement and a void after). The attempt and its
 * order or booking become VOIDED or REFUNDED through the same recordChange as
 * every other payment change.
 */
import { statusOfGatewayTransaction, PAYMENT_STATUS } from './vocabulary';
import { recordChange, type PaymentDeps } from './record';
import type { SubjectRef } from './store';

export type ReverseResult =
  | { outcome: 'VOIDED' | 'REFUNDED'; transId: string; refundTransId?: string }
  | { outcome: 'NOT_PAID' | 'REFUSED'; code: string; message: string };

async function paidAttempt(deps: PaymentDeps, subject: SubjectRef) {
  return deps.db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('subject_kind', '=', subject.kind)
    .where('subject_ref', '=', subject.ref)
    .where('status', '=', PAYMENT_STATUS.paid)
    .orderBy('attempt', 'desc')
    .executeTakeFirst();
}

/**
 * Voids (unsettled) or refunds (settled) the whole paid charge of an order
 * (`{ kind: 'ORDER', ref: orderNumber }`) or a booking (`{ kind: 'BOOKING',
 * ref: bookingCode }`). Safe to call twice: the second call answers NOT_PAID.
 */
export async function reversePayment(
  deps: PaymentDeps,
  subject: SubjectRef,
): Promise<ReverseResult> {
  const attempt = await paidAttempt(deps, subject);
  if (!attempt?.trans_id) {
    return {
      outcome: 'NOT_PAID',
      code: 'NOT_PAID',
      message: 'There is no paid charge to give back',
    };
  }
  const transId = attempt.trans_id;
  const details = await deps.payments.getTransaction(transId);
  const settled = details?.status === 'settledSuccessfully';
  if (!settled && details && statusOfGatewayTransaction(details.status) === PAYMENT_STATUS.voided) {
    await recordChange(deps, attempt, [PAYMENT_STATUS.paid], {
      status: PAYMENT_STATUS.voided,
      transId,
    });
    return { outcome: 'VOIDED', transId };
  }
  if (!settled) {
    const voided = await deps.payments.voidTransaction(transId);
    if (!voided) {
      return { outcome: 'REFUSED', code: 'VOID_REFUSED', message: 'The gateway refused the void' };
    }
    await recordChange(deps, attempt, [PAYMENT_STATUS.paid], {
      status: PAYMENT_STATUS.voided,
      transId,
      code: 'VOIDED',
    });
    return { outcome: 'VOIDED', transId };
  }
  const accountNumber = attempt.account_number ?? details.accountNumber ?? '';
  const refund = await deps.payments.refundTransaction({
    transId,
    amountCents: attempt.amount_cents,
    accountNumber,
    invoiceNumber: attempt.invoice_number,
  });
  if (refund.outcome === 'REFUSED') return refund;
  await recordChange(deps, attempt, [PAYMENT_STATUS.paid], {
    status: PAYMENT_STATUS.refunded,
    transId,
    code: 'REFUNDED',
    message: `Refund transaction ${refund.transId}`,
  });
  return { outcome: 'REFUNDED', transId, refundTransId: refund.transId };
}

/** Voids the paid charge; refuses (REFUSED) once it has settled: use reversePayment then. */
export async function voidPayment(deps: PaymentDeps, subject: SubjectRef): Promise<ReverseResult> {
  const attempt = await paidAttempt(deps, subject);
  if (!attempt?.trans_id) {
    return { outcome: 'NOT_PAID', code: 'NOT_PAID', message: 'There is no paid charge to void' };
  }
  const voided = await deps.payments.voidTransaction(attempt.trans_id);
  if (!voided)
    return { outcome: 'REFUSED', code: 'VOID_REFUSED', message: 'The gateway refused the void' };
  await recordChange(deps, attempt, [PAYMENT_STATUS.paid], {
    status: PAYMENT_STATUS.voided,
    transId: attempt.trans_id,
    code: 'VOIDED',
  });
  return { outcome: 'VOIDED', transId: attempt.trans_id };
}

/** Refunds the paid, settled charge; the gateway refuses an unsettled one (void it instead). */
export async function refundPayment(
  deps: PaymentDeps,
  subject: SubjectRef,
): Promise<ReverseResult> {
  const attempt = await paidAttempt(deps, subject);
  if (!attempt?.trans_id) {
    return { outcome: 'NOT_PAID', code: 'NOT_PAID', message: 'There is no paid charge to refund' };
  }
  const refund = await deps.payments.refundTransaction({
    transId: attempt.trans_id,
    amountCents: attempt.amount_cents,
    accountNumber: attempt.account_number ?? '',
    invoiceNumber: attempt.invoice_number,
  });
  if (refund.outcome === 'REFUSED') return refund;
  await recordChange(deps, attempt, [PAYMENT_STATUS.paid], {
    status: PAYMENT_STATUS.refunded,
    transId: attempt.trans_id,
    code: 'REFUNDED',
    message: `Refund transaction ${refund.transId}`,
  });
  return { outcome: 'REFUNDED', transId: attempt.trans_id, refundTransId: refund.transId };
}

/**
 * Refunds part of the paid, settled charge (some people of an order, for the
 * staff console). The attempt stays PAID: the order is still partly paid; the
 * caller records which part was given back.
 */
export async function refundPart(
  deps: PaymentDeps,
  subject: SubjectRef,
  amountCents: number,
): Promise<ReverseResult> {
  const attempt = await paidAttempt(deps, subject);
  if (!attempt?.trans_id) {
    return { outcome: 'NOT_PAID', code: 'NOT_PAID', message: 'There is no paid charge to refund' };
  }
  if (amountCents <= 0 || amountCents >= attempt.amount_cents) {
    return { outcome: 'REFUSED', code: 'NOT_A_PART', message: 'Refund the whole charge instead' };
  }
  const refund = await deps.payments.refundTransaction({
    transId: attempt.trans_id,
    amountCents,
    accountNumber: attempt.account_number ?? '',
    invoiceNumber: attempt.invoice_number,
  });
  if (refund.outcome === 'REFUSED') return refund;
  return { outcome: 'REFUNDED', transId: attempt.trans_id, refundTransId: refund.transId };
}
