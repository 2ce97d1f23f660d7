/**
 * What a flow keeps of its payment once the one payment machine
 * (machines/payment) has finished: a refusal of the order's data, shown on
 * the review with links to the fields, or a payment held for review. The
 * payment machine owns everything else (the hosted form's token, the
 * attempts and their idempotency keys).
 */
import type { FieldError } from '../../src/domain/api-error';
import type { PaymentOutput } from '../payment';
import { toDraftPath } from './error-paths';
import { MESSAGES } from '../../src/domain/messages';

export { toDraftPath };
export { newIdempotencyKey } from '../payment/idempotency';

export type PaymentProblem =
  /** The server rejected the order data: nothing was charged. */
  | { kind: 'invalid'; message: string; fields: FieldError[] }
  /** Held by the card processor's fraud filters: the server settles it and emails the visitor. */
  | { kind: 'review'; message: string };

export function invalidProblem(
  output: Extract<PaymentOutput, { status: 'INVALID' }>,
): PaymentProblem {
  return {
    kind: 'invalid',
    message: output.message,
    fields: output.fields.map((field) => ({ ...field, path: toDraftPath(field.path) })),
  };
}

export function reviewProblem(): PaymentProblem {
  return {
    kind: 'review',
    message: MESSAGES.paymentUnderReview,
  };
}
