/** What a payment attempt's status means for an order: the order carries it as its own. */
import {
  declinedAfterReview,
  PAYMENT_STATUS,
  paymentNotApprovedMail,
  statesBefore,
  type ApplyToSubject,
} from '../payments';
import { enqueueEmail } from '../mail';
import { confirmationEmail } from './confirmation-email';

export const applyPaymentToOrder: ApplyToSubject = async (trx, change, context) => {
  const now = context.now();
  const nowIso = now.toISOString();
  const paid = change.status === PAYMENT_STATUS.paid;
  const updated = await trx
    .updateTable('orders')
    .set({
      status: change.status,
      updated_at: nowIso,
      ...(paid && { trans_id: change.transId, paid_at: nowIso }),
    })
    .where('order_number', '=', change.ref)
    .where('status', 'in', statesBefore(change.status))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  if (paid) await enqueueEmail(trx, await confirmationEmail(trx, change.ref), now);
  if (declinedAfterReview(change)) {
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
