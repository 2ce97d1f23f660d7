/**
 * Sentences the visitor reads that more than one part of the site says
 * (browser and server alike): one wording each, kept here.
 */
export const MESSAGES = {
  /** A card payment held by the processor's fraud filters (an order). */
  paymentUnderReview:
    'Your payment is being reviewed by the card processor. We will email you when it is decided; please do not pay again.',
  /** The same for an astrology booking, whose time stays held meanwhile. */
  bookingPaymentUnderReview:
    'Your payment is being reviewed by the card processor. Your time stays reserved and we will email you when it is decided. Please do not pay again.',
  /** The heading of the page that says so. */
  paymentUnderReviewTitle: 'Your payment is being reviewed',
  emailFormat: 'Enter an email address like name@example.com',
  atLeastOnePerson: 'Add at least one person with a puja',
} as const;
