/**
 * Sends an order with its idempotency key and sorts the answer (contract in
 * docs/api.md): PAID (201); DECLINED (402/422/503 with the order number);
 * UNKNOWN (502/504 PAYMENT_UNKNOWN, 409 on a resubmission: the server settles
 * it); INVALID (400). Anything else (network error, 409 IN_PROGRESS, 429, a
 * bare 5xx) rejects with a SubmitFailure, and retrying with the same key is safe.
 */
import { IDEMPOTENCY_HEADER, ORDER_SUBMIT_PATHS, type OrderKind } from '../domain/constants';
import type { ApiErrorBody } from '../domain/api-error';
import type { AnyOrderPayload } from '../domain/order-payload';
import type { SubmitFailure, SubmitOutcome } from '../domain/order-submission';
import { postJson, type HttpOptions } from './http';

type Json = Record<string, unknown>;

async function bodyOf(response: Response): Promise<Json> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Json) : {};
  } catch {
    return {};
  }
}

function failure(code: string, message: string, orderNumber?: unknown): SubmitFailure {
  return typeof orderNumber === 'string' ? { code, message, orderNumber } : { code, message };
}

export async function submitOrder(
  kind: OrderKind,
  payload: AnyOrderPayload,
  idempotencyKey: string,
  options: HttpOptions = {},
): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await postJson(ORDER_SUBMIT_PATHS[kind], payload, {
      ...options,
      headers: { ...options.headers, [IDEMPOTENCY_HEADER]: idempotencyKey },
    });
  } catch {
    throw failure('NETWORK', 'We could not reach the server.');
  }
  const body = await bodyOf(response);
  const error = (body as Partial<ApiErrorBody>).error;
  if (response.status === 201 && typeof body.orderNumber === 'string') {
    return { status: 'PAID', orderNumber: body.orderNumber, total: Number(body.total ?? 0) };
  }
  const orderNumber = typeof body.orderNumber === 'string' ? body.orderNumber : undefined;
  // 402 declined, 422 refused token, 503 charge voided: nothing charged, pay again on the same order.
  if (orderNumber && body.status === 'DECLINED') {
    return {
      status: 'DECLINED',
      orderNumber,
      code: error?.code ?? 'DECLINED',
      message: error?.message ?? 'The card was declined.',
    };
  }
  // 504 UNKNOWN, 202 UNDER_REVIEW: the server settles the payment itself; asking again returns the same answer.
  if (orderNumber && (body.status === 'UNKNOWN' || body.status === 'UNDER_REVIEW')) {
    return {
      status: 'UNKNOWN',
      orderNumber,
      code: error?.code ?? 'PAYMENT_UNKNOWN',
      message: error?.message ?? 'Your payment is being confirmed.',
    };
  }
  const resubmitted = (payload as { orderNumber?: string }).orderNumber;
  if (
    response.status === 409 &&
    resubmitted &&
    (error?.code === 'PAYMENT_IN_PROGRESS' || error?.code === 'ORDER_ALREADY_PAID')
  ) {
    return {
      status: 'UNKNOWN',
      orderNumber: resubmitted,
      code: error.code,
      message: error.message,
    };
  }
  if (response.status === 400 && error) {
    return { status: 'INVALID', message: error.message, fields: error.fields ?? [] };
  }
  throw failure(
    error?.code ?? `HTTP_${response.status}`,
    error?.message ?? 'The server did not confirm the payment.',
    body.orderNumber,
  );
}
