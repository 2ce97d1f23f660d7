/** How a payment attempt's status applies to each kind of thing paid for (deps.paymentSubjects). */
import { applyPaymentToBooking } from './astro';
import { applyPaymentToOrder } from './orders';
import type { PaymentSubjects } from './payments';

export const PAYMENT_SUBJECTS: PaymentSubjects = {
  ORDER: applyPaymentToOrder,
  BOOKING: applyPaymentToBooking,
};
