/**
 * What the browser learns from an order submission and from the hosted card
 * form, as plain data the order machines can branch on.
 */
import type { FieldError } from './api-error';

export type SubmitOutcome =
  /** 201: stored and charged. */
  | { status: 'PAID'; orderNumber: string; total: number }
  /** 402: the card was refused; nothing was charged and the order can be paid again. */
  | { status: 'DECLINED'; orderNumber: string; code: string; message: string }
  /** 400: the server named bad fields (the browser checks the same rules first). */
  | { status: 'INVALID'; message: string; fields: FieldError[] }
  /**
   * 502/504 PAYMENT_UNKNOWN, or 409 on a resubmission: the order exists and its payment is
   * being settled by the server; the visitor must not pay again.
   */
  | { status: 'UNKNOWN'; orderNumber: string; code: string; message: string };

/**
 * Why a submission did not get a final answer (network error, timeout, 5xx,
 * 502/504 PAYMENT_UNKNOWN). Retrying with the same idempotency key is safe.
 */
export interface SubmitFailure {
  code: string;
  message: string;
  orderNumber?: string;
}

/** Accept.js refused the card before anything reached the server (E_WC_* codes). */
export interface CardTokenFailure {
  messages: { code: string; text: string }[];
}

export function isCardTokenFailure(value: unknown): value is CardTokenFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { messages?: unknown }).messages)
  );
}

export function isSubmitFailure(value: unknown): value is SubmitFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** Plain words for Accept.js's client-side codes (reference: Accept.js docs). */
export const CARD_ERROR_TEXT: Readonly<Record<string, string>> = {
  E_WC_05: 'Enter a valid card number',
  E_WC_06: 'Enter the expiry month as a number from 01 to 12',
  E_WC_07: 'Enter the expiry year as 2 or 4 digits',
  E_WC_08: 'The expiry date must be in the future',
  E_WC_15: 'Enter the 3 or 4 digit security code',
  E_WC_16: 'Enter the billing postal code',
  E_WC_17: 'Enter the name on the card',
};

/** Which card field an Accept.js code is about, for the error summary's links. */
export const CARD_ERROR_FIELD: Readonly<Record<string, string>> = {
  E_WC_05: 'card-number',
  E_WC_06: 'card-month',
  E_WC_07: 'card-year',
  E_WC_08: 'card-month',
  E_WC_15: 'card-code',
  E_WC_16: 'card-zip',
  E_WC_17: 'card-name',
};
