/** What a payment attempt's status means for an order: the order carries it as its own. */
import { PAYMENT_STATUS, statesBefore, type ApplyToSubject } from '../payments';
import { enqueueEmail } from '../mail';
import type { Db } from '../db/schema';
import { confirmationEmail } from './confirmation-email';

/** What else happens in the paying transaction: server/receipts fixes the terms and issues the receipt. */
export type IssueReceipt = (trx: Db, orderNumber: string, now: Date) => Promise<void>;

/** The order's subject; `issueReceipt` runs when it is paid, before the confirmation is queued. */
export const orderPaymentSubject =
  (issueReceipt: IssueReceipt): ApplyToSubject =>
  async (trx, change, context) => {
    const now = context.now();
    const nowIso = now.toISOString();
    const paid = change.status === PAYMENT_STATUS.paid;
    const updated = await trx
      .updateTable('orders')
      .set({
        status: change.status,
        updated_at: nowIso,
        ...(paid && { trans_id: change.transId, paid_at: nowIso }),
        ...(paid &&
          change.card && { card_type: change.card.type, card_number: change.card.number }),
      })
      .where('order_number', '=', change.ref)
      .where('status', 'in', statesBefore(change.status))
      .returning(['customer_email', 'language'])
      .executeTakeFirst();
    if (!updated) return null;
    if (paid) {
      // The lines' tax terms are fixed now, and the receipt issued (unless the sample applies).
      await issueReceipt(trx, change.ref, now);
      const link = { publicUrl: context.publicUrl, now };
      await enqueueEmail(trx, await confirmationEmail(trx, change.ref, link), now);
    }
    return { email: updated.customer_email, language: updated.language };
  };
