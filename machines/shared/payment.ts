/**
 * What a paying flow keeps of its payment once the one payment machine
 * (machines/payment) has finished: a refusal of the flow's data, shown with
 * links to the fields, or a payment held for review. The payment machine owns
 * everything else (the hosted form's token, the attempts and their keys).
 */
import type { FieldError } from '../../domain/api-error';

export { newIdempotencyKey } from '../payment/idempotency';

export type PaymentProblem =
  /** The server rejected the flow's data (its refusal code and words): nothing was charged. */
  | { kind: 'invalid'; code?: string; message: string; fields: FieldError[] }
  /** Held by the card processor's fraud filters: the server settles it and emails the visitor. */
  | { kind: 'review'; message: string };
