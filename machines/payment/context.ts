/** What the payment machine is given, keeps and ends with. */
import type { FieldError } from '../../domain/api-error';
import type { OpaqueData } from '../../domain/order-payload';
import { newIdempotencyKey } from './idempotency';
import type { HostedFormKeys, PaymentReceipt, PaymentRequest } from './types';

export interface PaymentInput {
  request: PaymentRequest;
  /** The order number when paying again for an existing order; a booking's code. */
  reference?: string | null;
}

export interface PaymentContext {
  request: PaymentRequest;
  keys: HostedFormKeys | null;
  idempotencyKey: string;
  /** The token of the attempt in flight; kept for its retry, dropped for a new attempt. */
  token: OpaqueData | null;
  reference: string | null;
  message: string | null;
  code: string | null;
  fields: FieldError[];
  receipt: PaymentReceipt | null;
  /** Attempts made so far (a decline then a fix makes two). */
  attempts: number;
  /** Which final answer the machine ended with. */
  result: 'PAID' | 'UNDER_REVIEW' | 'INVALID' | null;
}

export type PaymentOutput =
  | { status: 'PAID' | 'UNDER_REVIEW'; reference: string; receipt: PaymentReceipt | null }
  | { status: 'INVALID'; code: string; fields: FieldError[]; message: string };

export function initialPaymentContext(input: PaymentInput): PaymentContext {
  return {
    request: input.request,
    keys: null,
    idempotencyKey: newIdempotencyKey(),
    token: null,
    reference: input.reference ?? null,
    message: null,
    code: null,
    fields: [],
    receipt: null,
    attempts: 0,
    result: null,
  };
}

/** The flow's answer once the machine is done. */
export function paymentOutputOf(context: PaymentContext): PaymentOutput {
  return context.result === 'INVALID'
    ? {
        status: 'INVALID',
        code: context.code ?? 'INVALID',
        fields: context.fields,
        message: context.message ?? '',
      }
    : {
        status: context.result ?? 'PAID',
        reference: context.reference ?? '',
        receipt: context.receipt,
      };
}
