/**
 * Sentences the visitor reads that more than one part of the site says
 * (browser and server alike): one wording each. The payment's live in the
 * flows catalog (./payment-text.ts); the server's English answers use them
 * from here.
 */
import { PAYMENT_TEXT } from './payment-text';

export const MESSAGES = {
  paymentUnderReview: PAYMENT_TEXT.underReview.message,
  bookingPaymentUnderReview: PAYMENT_TEXT.bookingUnderReview.message,
  emailFormat: 'Enter an email address like name@example.com',
  atLeastOnePerson: 'Add at least one person with a puja',
} as const;
