/**
 * What an attempt's status means for the thing being paid for. Orders carry
 * the attempt's status as their own; a booking is CONFIRMED when paid and
 * keeps its hold while the payment is open. Each `apply` runs in the
 * transaction that moves the attempt, so the mail that reports a change
 * exists exactly when the change does.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { enqueueEmail } from '../../mail/outbox';
import { confirmationEmail } from '../../orders/confirmation-email';
import { queueBookingMail } from '../../astro/context';
import type { ServerDeps } from '../../deps';
import { paymentNotApprovedMail } from './mail';
import type { SubjectKind } from './store';
import { OPEN_STATUSES, PAYMENT_STATUS, type PaymentStatus } from './vocabulary';

type Trx = Transaction<Database>;

export interface SubjectChange {
  ref: string;
  status: PaymentStatus;
  /** The attempt's status before this change. */
  previous: string;
  transId: string | null;
}

export type SubjectDeps = Pick<ServerDeps, 'db' | 'payments' | 'now' | 'config'>;

/** Applies the change; false when the subject no longer takes it (e.g. already paid). */
type Apply = (trx: Trx, change: SubjectChange, deps: SubjectDeps) => Promise<boolean>;

const UNPAID = [...OPEN_STATUSES, PAYMENT_STATUS.declined];

const applyToOrder: Apply = async (trx, change, deps) => {
  const now = deps.now();
  const nowIso = now.toISOString();
  const paid = change.status === PAYMENT_STATUS.paid;
  const reversal =
    change.status === PAYMENT_STATUS.voided || change.status === PAYMENT_STATUS.refunded;
  const updated = await trx
    .updateTable('orders')
    .set({
      status: change.status,
      updated_at: nowIso,
      ...(paid && { trans_id: change.transId, paid_at: nowIso }),
    })
    .where('order_number', '=', change.ref)
    .where('status', 'in', reversal ? [PAYMENT_STATUS.paid] : UNPAID)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  if (paid) await enqueueEmail(trx, await confirmationEmail(trx, change.ref), now);
  if (change.status === PAYMENT_STATUS.declined && change.previous === PAYMENT_STATUS.underReview) {
    const order = await trx
      .selectFrom('orders')
      .select('customer_email')
      .where('order_number', '=', change.ref)
      .executeTakeFirstOrThrow();
    await enqueueEmail(
      trx,
      paymentNotApprovedMail(order.customer_email, change.ref, 'your order'),
      now,
    );
  }
  return true;
};

const applyToBooking: Apply = async (trx, change, deps) => {
  const now = deps.now();
  const nowIso = now.toISOString();
  if (change.status === PAYMENT_STATUS.paid) {
    const updated = await trx
      .updateTable('astro_bookings')
      .set({
        status: 'CONFIRMED',
        payment_state: PAYMENT_STATUS.paid,
        payment_trans_id: change.transId,
        payment_message: null,
        confirmed_at: nowIso,
        updated_at: nowIso,
      })
      .where('code', '=', change.ref)
      .where('status', '=', 'HELD')
      .returningAll()
      .executeTakeFirst();
    if (!updated) return false;
    const context = {
      db: deps.db,
      payments: deps.payments,
      now: deps.now,
      publicUrl: deps.config.publicUrl,
      log: { warn() {}, error() {} },
    };
    await queueBookingMail(context, trx, updated, 'CONFIRMED');
    return true;
  }
  const reversal =
    change.status === PAYMENT_STATUS.voided || change.status === PAYMENT_STATUS.refunded;
  const updated = await trx
    .updateTable('astro_bookings')
    .set({ payment_state: change.status, updated_at: nowIso })
    .where('code', '=', change.ref)
    .where('payment_state', 'in', reversal ? [PAYMENT_STATUS.paid] : UNPAID)
    .returning(['contact_email'])
    .executeTakeFirst();
  if (!updated) return false;
  if (change.status === PAYMENT_STATUS.declined && change.previous === PAYMENT_STATUS.underReview) {
    await enqueueEmail(
      trx,
      paymentNotApprovedMail(updated.contact_email, change.ref, 'your astrology reading'),
      now,
    );
  }
  return true;
};

export const SUBJECTS: Readonly<Record<SubjectKind, Apply>> = {
  ORDER: applyToOrder,
  BOOKING: applyToBooking,
};
