/** How a payment attempt's status applies to each kind of thing paid for (deps.paymentSubjects). */
import { applyPaymentToBooking } from './astro';
import { orderPaymentSubject } from './orders';
import type { PaymentSubjects } from './payments';
import { issueAtPayment } from './receipts';

export const PAYMENT_SUBJECTS: PaymentSubjects = {
  ORDER: orderPaymentSubject(issueAtPayment),
  BOOKING: applyPaymentToBooking,
};
