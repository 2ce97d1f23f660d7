/**
 * Hosted payment and submission shared by every flow: the problems a payment
 * attempt can end in, as the views show them. Card data never comes here:
 * the view hands the card straight to Accept.js and the machine only sees the
 * outcome (an opaque token or Accept.js's error codes).
 */
import {
  CARD_ERROR_FIELD,
  CARD_ERROR_TEXT,
  isCardTokenFailure,
  isSubmitFailure,
  type SubmitOutcome,
} from '../../src/domain/order-submission';
import type { FieldError } from '../../src/domain/api-error';
import { toDraftPath } from './error-paths';

export { toDraftPath };

export type PaymentProblem =
  /** Accept.js refused the card details: fix them and pay again. */
  | { kind: 'card'; fields: FieldError[] }
  /** The bank declined: nothing was charged; another card may be used. */
  | { kind: 'declined'; code: string; message: string }
  /** The server rejected the order data. */
  | { kind: 'invalid'; message: string; fields: FieldError[] }
  /** No final answer (network, timeout, gateway): retry with the same key. */
  | { kind: 'unknown'; code: string; message: string };

export function cardProblem(error: unknown): PaymentProblem {
  if (isCardTokenFailure(error)) {
    return {
      kind: 'card',
      fields: error.messages.map((message) => ({
        path: CARD_ERROR_FIELD[message.code] ?? 'card-number',
        message: CARD_ERROR_TEXT[message.code] ?? message.text,
      })),
    };
  }
  return {
    kind: 'card',
    fields: [
      {
        path: 'card-number',
        message: 'The card form could not check your card. Reload the page and try again.',
      },
    ],
  };
}

export function submitProblem(error: unknown): PaymentProblem {
  if (isSubmitFailure(error)) return { kind: 'unknown', code: error.code, message: error.message };
  return {
    kind: 'unknown',
    code: 'NETWORK',
    message: 'We could not reach the server to confirm your payment.',
  };
}

export function declinedProblem(
  outcome: Extract<SubmitOutcome, { status: 'DECLINED' }>,
): PaymentProblem {
  return { kind: 'declined', code: outcome.code, message: outcome.message };
}

export function unknownProblem(
  outcome: Extract<SubmitOutcome, { status: 'UNKNOWN' }>,
): PaymentProblem {
  return { kind: 'unknown', code: outcome.code, message: outcome.message };
}

export function invalidProblem(
  outcome: Extract<SubmitOutcome, { status: 'INVALID' }>,
): PaymentProblem {
  return {
    kind: 'invalid',
    message: outcome.message,
    fields: outcome.fields.map((field) => ({ ...field, path: toDraftPath(field.path) })),
  };
}

/** A fresh idempotency key: one per payment attempt, reused by retries of it. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
