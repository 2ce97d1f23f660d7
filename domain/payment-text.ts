/**
 * The payment's sentences the visitor reads, one wording each (decision
 * 0148's descriptors, in the flows catalog): the browser translates them
 * where they are shown; the API's answers and the payment machine carry
 * their English (`.message`), which the view reads back as the message.
 */
import type { MessageText } from './message-text';

export const PAYMENT_TEXT = {
  /** A card payment held by the processor's fraud filters (an order). */
  underReview: /*i18n*/ {
    id: 'payment.underReview',
    message:
      'Your payment is being reviewed by the card processor. We will email you when it is decided; please do not pay again.',
  },
  /** The same for an astrology booking, whose time stays held meanwhile. */
  bookingUnderReview: /*i18n*/ {
    id: 'payment.bookingUnderReview',
    message:
      'Your payment is being reviewed by the card processor. Your time stays reserved and we will email you when it is decided. Please do not pay again.',
  },
  /** The heading of the page that says so. */
  underReviewTitle: /*i18n*/ {
    id: 'payment.underReviewTitle',
    message: 'Your payment is being reviewed',
  },
  /** The server gave no answer to an attempt (the machine retries the same one). */
  unanswered: /*i18n*/ {
    id: 'payment.unanswered',
    message:
      'We could not reach the server to confirm your payment. Try again: you will not be charged twice.',
  },
  /** The status poll learnt that an attempt was declined after all. */
  declinedLater: /*i18n*/ {
    id: 'payment.declinedLater',
    message: 'The payment was not taken. Nothing was charged: you can pay again.',
  },
  /** The card processor has not answered yet; the server settles it. */
  unconfirmed: /*i18n*/ {
    id: 'payment.unconfirmed',
    message: 'The card processor has not answered yet. We will email you the result.',
  },
  /** The hosted card form refused the card; `{reasons}` are the form's own words. */
  formRefused: /*i18n*/ {
    id: 'payment.formRefused',
    message:
      'The card form could not take the card: {reasons} Nothing was charged; open the card form and try again.',
  },
  /** The same without reasons. */
  formRefusedBare: /*i18n*/ {
    id: 'payment.formRefusedBare',
    message:
      'The card form could not take the card. Nothing was charged; open the card form and try again.',
  },
} satisfies Record<string, MessageText>;
