/**
 * What a payment attempt's status means for a booking: CONFIRMED when paid
 * (with its mails and reminders); it keeps its hold while the payment is open.
 */
import { PAYMENT_STATUS, statesBefore, type ApplyToSubject } from '../payments';
import { issueBookingAtPayment } from '../receipts';
import { queueBookingMail } from './context';

export const applyPaymentToBooking: ApplyToSubject = async (trx, change, context) => {
  const nowIso = context.now().toISOString();
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
    if (!updated) return null;
    await issueBookingAtPayment(trx, change.ref, context.now());
    const mailContext = { ...context, log: { warn() {}, error() {} } };
    await queueBookingMail(mailContext, trx, updated, 'CONFIRMED');
    return { email: updated.contact_email, language: updated.language };
  }
  const updated = await trx
    .updateTable('astro_bookings')
    .set({ payment_state: change.status, updated_at: nowIso })
    .where('code', '=', change.ref)
    .where('payment_state', 'in', statesBefore(change.status))
    .returning(['contact_email', 'language'])
    .executeTakeFirst();
  return updated ? { email: updated.contact_email, language: updated.language } : null;
};
