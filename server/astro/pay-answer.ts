/** The HTTP answer of a booking payment (docs/astro.md), from the payment service's outcome. */
import type { BookingView } from '../../domain/astro/api';
import { type AttemptOutcome, PAYMENT_STATUS } from '../payments';
import { MESSAGES } from '../../domain/messages';

export function bookingPayAnswer(
  payment: AttemptOutcome,
  booking: BookingView,
): { statusCode: number; body: unknown } {
  switch (payment.status) {
    case PAYMENT_STATUS.paid:
      return { statusCode: 200, body: { status: 'CONFIRMED', booking } };
    case PAYMENT_STATUS.underReview:
      return {
        statusCode: 202,
        body: {
          status: PAYMENT_STATUS.underReview,
          message: MESSAGES.bookingPaymentUnderReview,
          booking,
        },
      };
    case PAYMENT_STATUS.declined:
    case PAYMENT_STATUS.voided:
      return {
        statusCode: 402,
        body: {
          error: {
            code: 'PAYMENT_DECLINED',
            message: `The card was not accepted: ${payment.message ?? 'declined'}. You can try another card or change the billing postal code while your time is held.`,
          },
          booking,
        },
      };
    default:
      if (payment.inProgress) {
        return {
          statusCode: 409,
          body: {
            error: {
              code: 'PAYMENT_IN_PROGRESS',
              message: 'This payment is still being processed. Please wait a moment.',
            },
          },
        };
      }
      return {
        statusCode: 202,
        body: {
          status: 'PAYMENT_UNKNOWN',
          message:
            'We could not get an answer from the card processor. Your time stays reserved while we check, and we will email you the result. Please do not pay again.',
          booking,
        },
      };
  }
}
