/**
 * The payment's sentences the visitor reads, one wording each (decision
 * 0148's descriptors, in the flows catalog): the browser translates them
 * where they are shown; the API's answers and the payment machine carry
 * their English (`.message`), which the view reads back as the message.
 */
import { messageTable } from './message-text';

export const PAYMENT_TEXT = messageTable('payment', {
  /** A card payment held by the processor's fraud filters (an order). */
  underReview:
    'Your payment is being reviewed by the card processor. We will email you when it is decided; please do not pay again.',
  /** The same for an astrology booking, whose time stays held meanwhile. */
  bookingUnderReview:
    'Your payment is being reviewed by the card processor. Your time stays reserved and we will email you when it is decided. Please do not pay again.',
  /** The heading of the page that says so. */
  underReviewTitle: 'Your payment is being reviewed',
  /** The server gave no answer to an attempt (the machine retries the same one). */
  unanswered:
    'We could not reach the server to confirm your payment. Try again: you will not be charged twice.',
  /** The status poll learnt that an attempt was declined after all. */
  declinedLater: 'The payment was not taken. Nothing was charged: you can pay again.',
  /** The card processor has not answered yet; the server settles it. */
  unconfirmed: 'The card processor has not answered yet. We will email you the result.',
  /** The hosted card form refused the card; `{reasons}` are the form's own words. */
  formRefused:
    'The card form could not take the card: {reasons} Nothing was charged; open the card form and try again.',
  /** The same without reasons. */
  formRefusedBare:
    'The card form could not take the card. Nothing was charged; open the card form and try again.',
});
