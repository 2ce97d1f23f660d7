/**
 * What the payment machine is given by the flow that invokes it: how to
 * submit one attempt (the order or booking request carrying the hosted
 * form's token under an Idempotency-Key) and how to ask the payment status.
 */
import type { FieldError } from '../../src/domain/api-error';
import type { OpaqueData } from '../../src/domain/order-payload';

/** The answer to one attempt, in the payment status vocabulary (docs/payments.md). */
export type PaymentAnswer =
  | { status: 'PAID'; reference: string }
  | { status: 'DECLINED'; reference: string; code: string; message: string }
  | { status: 'UNDER_REVIEW'; reference: string; message: string }
  | { status: 'UNKNOWN'; reference: string; message: string }
  /** The server refused a field: the flow goes back to the step that asks for it. */
  | { status: 'INVALID'; message: string; fields: FieldError[] };

export interface SubmitInput {
  opaqueData: OpaqueData;
  idempotencyKey: string;
  /** The order number or booking code once known (a new attempt on the same order). */
  reference: string | null;
}

export type StatusAnswer = 'PENDING' | 'PAID' | 'DECLINED' | 'UNDER_REVIEW' | 'UNKNOWN';
