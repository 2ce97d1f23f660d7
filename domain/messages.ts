/**
 * Sentences the visitor reads that more than one part of the site says
 * (browser and server alike): one wording each. The payment's live in the
 * flows catalog (./payment-text.ts); the server's English answers use them
 * from here.
 */
import { ADDRESS_TEXT, ORDER_TEXT } from './order-text';
import { PAYMENT_TEXT } from './payment-text';

export const MESSAGES = {
  paymentUnderReview: PAYMENT_TEXT.underReview.message,
  bookingPaymentUnderReview: PAYMENT_TEXT.bookingUnderReview.message,
  emailFormat: ADDRESS_TEXT.email.message,
  atLeastOnePerson: ORDER_TEXT.atLeastOnePerson.message,
} as const;
