/**
 * Giving a payment back, for staff: `reversePayment` voids the paid attempt's
 * charge while it is unsettled and refunds it once settled (Authorize.net
 * refuses a refund before settlement and a void after). The attempt and its
 * order or booking become VOIDED or REFUNDED through the same recordChange as
 * every other payment change.
 */
import { statusOfGatewayTransaction, PAYMENT_STATUS } from './vocabulary';
import { recordChange, type PaymentDeps } from './record';
import type { AttemptRow, SubjectRef } from './store';

export type ReverseResult =
  | { outcome: 'VOIDED' | 'REFUNDED'; transId: string; refundTransId?: string }
  | { outcome: 'NOT_PAID' | 'REFUSED'; code: string; message: string };

/** Finds the subject's paid attempt and acts on its charge; NOT_PAID when there is none. */
async function withPaidCharge(
  deps: PaymentDeps,
  subject: SubjectRef,
  what: string,
  act: (attempt: AttemptRow, transId: string) => Promise<ReverseResult>,
): Promise<ReverseResult> {
  const attempt = await deps.db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('subject_kind', '=', subject.kind)
    .where('subject_ref', '=', subject.ref)
    .where('status', '=', PAYMENT_STATUS.paid)
    .orderBy('attempt', 'desc')
    .executeTakeFirst();
  if (!attempt?.trans_id) {
    return { outcome: 'NOT_PAID', code: 'NOT_PAID', message: `There is no paid charge to ${what}` };
  }
  return act(attempt, attempt.trans_id);
}

/** Voids the paid attempt's charge at the gateway and records the attempt VOIDED. */
async function voidCharge(
  deps: PaymentDeps,
  attempt: AttemptRow,
  transId: string,
): Promise<ReverseResult> {
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

/** Refunds the paid attempt's whole charge at the gateway and records the attempt REFUNDED. */
async function refundCharge(
  deps: PaymentDeps,
  attempt: AttemptRow,
  transId: string,
  accountNumber: string,
): Promise<ReverseResult> {
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

/**
 * Voids (unsettled) or refunds (settled) the whole paid charge of an order
 * (`{ kind: 'ORDER', ref: orderNumber }`) or a booking (`{ kind: 'BOOKING',
 * ref: bookingCode }`). Safe to call twice: the second call answers NOT_PAID.
 */
export const reversePayment = (deps: PaymentDeps, subject: SubjectRef) =>
  withPaidCharge(deps, subject, 'give back', async (attempt, transId) => {
    const details = await deps.payments.getTransaction(transId);
    const settled = details?.status === 'settledSuccessfully';
    if (
      !settled &&
      details &&
      statusOfGatewayTransaction(details.status) === PAYMENT_STATUS.voided
    ) {
      await recordChange(deps, attempt, [PAYMENT_STATUS.paid], {
        status: PAYMENT_STATUS.voided,
        transId,
      });
      return { outcome: 'VOIDED', transId };
    }
    if (!settled) return voidCharge(deps, attempt, transId);
    const accountNumber = attempt.account_number ?? details.accountNumber ?? '';
    return refundCharge(deps, attempt, transId, accountNumber);
  });

/** Voids the paid charge; refuses (REFUSED) once it has settled: use reversePayment then. */
export const voidPayment = (deps: PaymentDeps, subject: SubjectRef) =>
  withPaidCharge(deps, subject, 'void', (attempt, transId) => voidCharge(deps, attempt, transId));

/** Refunds the paid, settled charge; the gateway refuses an unsettled one (void it instead). */
export const refundPayment = (deps: PaymentDeps, subject: SubjectRef) =>
  withPaidCharge(deps, subject, 'refund', (attempt, transId) =>
    refundCharge(deps, attempt, transId, attempt.account_number ?? ''),
  );

/**
 * Refunds part of the paid, settled charge (some people of an order, for the
 * staff console). The attempt stays PAID: the order is still partly paid; the
 * caller records which part was given back.
 */
export const refundPart = (deps: PaymentDeps, subject: SubjectRef, amountCents: number) =>
  withPaidCharge(deps, subject, 'refund', async (attempt, transId) => {
    if (amountCents <= 0 || amountCents >= attempt.amount_cents) {
      return { outcome: 'REFUSED', code: 'NOT_A_PART', message: 'Refund the whole charge instead' };
    }
    const refund = await deps.payments.refundTransaction({
      transId,
      amountCents,
      accountNumber: attempt.account_number ?? '',
      invoiceNumber: attempt.invoice_number,
    });
    if (refund.outcome === 'REFUSED') return refund;
    return { outcome: 'REFUNDED', transId, refundTransId: refund.transId };
  });
