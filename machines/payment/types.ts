/**
 * What the payment machine is given by the flow that invokes it (what is
 * being paid: an order payload or a held booking) and what its actors do:
 * load the hosted form's public keys, submit one attempt (the order or
 * booking request carrying the hosted form's token under an
 * Idempotency-Key), and ask the payment status.
 */
import type { Billing, BookingView } from '../../domain/astro/api';
import type { FieldError } from '../../domain/api-error';
import type { OrderKind } from '../../domain/constants';
import type { AnyOrderPayload, OpaqueData } from '../../domain/order-payload';

/** What is paid for: an order (any of the four kinds) or a held astrology booking. */
export type PaymentRequest =
  | { subject: 'order'; kind: OrderKind; payload: AnyOrderPayload }
  | { subject: 'booking'; code: string; email: string; billing: Billing };

/** The public keys the hosted form (AcceptUI) is opened with. */
export interface HostedFormKeys {
  apiLoginID: string;
  clientKey: string;
}

/** What the server gave back with a final answer, for the flow's confirmation. */
export type PaymentReceipt =
  { subject: 'order'; total: number } | { subject: 'booking'; booking: BookingView };

/** The answer to one attempt, in the payment status vocabulary (docs/payments.md). */
export type PaymentAnswer =
  | { status: 'PAID'; reference: string; receipt?: PaymentReceipt }
  | { status: 'DECLINED'; reference: string; code: string; message: string }
  | { status: 'UNDER_REVIEW'; reference: string; message: string; receipt?: PaymentReceipt }
  | { status: 'UNKNOWN'; reference: string; message: string }
  /**
   * The server refused the request itself (a field, or a booking whose hold lapsed):
   * nothing was charged; the flow goes back to the step that asks for it.
   */
  | { status: 'INVALID'; code: string; message: string; fields: FieldError[] };

export interface SubmitInput {
  request: PaymentRequest;
  opaqueData: OpaqueData;
  idempotencyKey: string;
  /** The order number or booking code once known (a new attempt on the same order). */
  reference: string | null;
}

export interface StatusInput {
  subject: PaymentRequest['subject'];
  reference: string;
}

export type StatusAnswer = 'PENDING' | 'PAID' | 'DECLINED' | 'UNDER_REVIEW' | 'UNKNOWN';
