/**
 * How an order flow words the payment machine's final refusals: the server's
 * field errors on the draft's own paths (the review links each to its step),
 * or a payment held for review.
 */
import { MESSAGES } from '../../domain/messages';
import type { PaymentOutput } from '../payment';
import type { PaymentProblem } from '../shared/payment';
import { toDraftPath } from './error-paths';

export function invalidProblem(
  output: Extract<PaymentOutput, { status: 'INVALID' }>,
): PaymentProblem {
  return {
    kind: 'invalid',
    code: output.code,
    message: output.message,
    fields: output.fields.map((field) => ({ ...field, path: toDraftPath(field.path) })),
  };
}

export function reviewProblem(): PaymentProblem {
  return { kind: 'review', message: MESSAGES.paymentUnderReview };
}
