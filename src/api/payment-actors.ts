/**
 * The browser's side of the one payment machine: the hosted form's public
 * keys, one attempt sent to the order or booking endpoint under its
 * Idempotency-Key, and the status poll. Every answer is read into the payment
 * vocabulary (docs/payments.md); anything without a final answer (network
 * error, 409 still in progress, 429, a bare 5xx) rejects, and the machine
 * retries the same attempt: same key, same token, same body.
 */
import { fromPromise } from 'xstate';
import {
  paymentMachine,
  type HostedFormKeys,
  type PaymentAnswer,
  type StatusAnswer,
  type StatusInput,
  type SubmitInput,
} from '../../machines/payment';
import type { ApiErrorBody } from '../../domain/api-error';
import type { BookingView, PayRequest } from '../../domain/astro/api';
import { ASTRO_PATHS } from '../../domain/astro/paths';
import { API_PATHS, IDEMPOTENCY_HEADER, ORDER_SUBMIT_PATHS } from '../../domain/constants';
import { pageLanguage } from './page-language';
import { encodePaymentDetails, withPaymentDetails } from '../../domain/order-builders';
import { getJson, postJson, type HttpOptions } from './http';
import { loadPaymentConfig } from './payment-config';
import { MESSAGES } from '../../domain/messages';

type Json = Record<string, unknown>;

/** Why an attempt has no final answer; the machine retries it unchanged. */
export class NoFinalAnswer extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function bodyOf(response: Response): Promise<Json> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Json) : {};
  } catch {
    return {};
  }
}

async function send(path: string, body: unknown, key: string, options: HttpOptions) {
  try {
    const response = await postJson(path, body, {
      ...options,
      headers: { ...options.headers, [IDEMPOTENCY_HEADER]: key },
    });
    return { response, body: await bodyOf(response) };
  } catch {
    throw new NoFinalAnswer('NETWORK', 'We could not reach the server.');
  }
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/** The English an answer carries when the server sent no words of its own. */
const FALLBACK = {
  declined: 'The card was declined.',
  confirming: 'Your payment is being confirmed.',
} as const;

/** The card refused: the server's code and words, or `code` and ours. */
function declined(
  reference: string,
  error: ApiErrorBody['error'] | undefined,
  code: string,
): PaymentAnswer {
  return {
    status: 'DECLINED',
    reference,
    code: error?.code ?? code,
    message: error?.message ?? FALLBACK.declined,
  };
}

/** An order: 201 PAID, 202 UNDER_REVIEW, 402/422/503 DECLINED, 504 UNKNOWN, 400 INVALID. */
export async function payOrder(
  input: SubmitInput,
  options: HttpOptions = {},
): Promise<PaymentAnswer> {
  if (input.request.subject !== 'order') throw new TypeError('payOrder pays orders');
  const payload = {
    ...withPaymentDetails(input.request.payload, encodePaymentDetails(input.opaqueData)),
    // A new attempt on an order already stored (after a decline) names it.
    ...(input.reference ? { orderNumber: input.reference } : {}),
    // The mails about the order are written in the language the visitor ordered in.
    ...pageLanguage(),
  };
  const { response, body } = await send(
    ORDER_SUBMIT_PATHS[input.request.kind],
    payload,
    input.idempotencyKey,
    options,
  );
  const error = (body as Partial<ApiErrorBody>).error;
  const orderNumber = typeof body.orderNumber === 'string' ? body.orderNumber : input.reference;
  if (response.status === 201 && orderNumber) {
    return {
      status: 'PAID',
      reference: orderNumber,
      receipt: { subject: 'order', total: Number(body.total ?? 0) },
    };
  }
  if (orderNumber && body.status === 'UNDER_REVIEW') {
    return {
      status: 'UNDER_REVIEW',
      reference: orderNumber,
      message: text(body.message, MESSAGES.paymentUnderReview),
    };
  }
  if (orderNumber && body.status === 'DECLINED') return declined(orderNumber, error, 'DECLINED');
  // 504, or 409 on a resubmission of an order already stored: the server settles it.
  const settling =
    body.status === 'UNKNOWN' ||
    (response.status === 409 &&
      input.reference !== null &&
      (error?.code === 'PAYMENT_IN_PROGRESS' || error?.code === 'ORDER_ALREADY_PAID'));
  if (orderNumber && settling) {
    return {
      status: 'UNKNOWN',
      reference: orderNumber,
      message: error?.message ?? FALLBACK.confirming,
    };
  }
  return refusedOrUnconfirmed(response.status === 400, response.status, error);
}

/** The request itself refused (INVALID: nothing was charged), or no final answer at all. */
function refusedOrUnconfirmed(
  refused: boolean,
  status: number,
  error: ApiErrorBody['error'] | undefined,
): PaymentAnswer {
  if (refused && error) {
    return {
      status: 'INVALID',
      code: error.code,
      message: error.message,
      fields: error.fields ?? [],
    };
  }
  throw new NoFinalAnswer(
    error?.code ?? `HTTP_${status}`,
    error?.message ?? 'The server did not confirm the payment.',
  );
}

/** A booking: 200 CONFIRMED, 202 UNDER_REVIEW or PAYMENT_UNKNOWN, 402 declined, 400/404/409/410 refused. */
export async function payBooking(
  input: SubmitInput,
  options: HttpOptions = {},
): Promise<PaymentAnswer> {
  if (input.request.subject !== 'booking') throw new TypeError('payBooking pays bookings');
  const { code, email, billing } = input.request;
  const request: PayRequest = { email, billing, opaqueData: input.opaqueData };
  const { response, body } = await send(
    ASTRO_PATHS.pay(code),
    request,
    input.idempotencyKey,
    options,
  );
  const error = (body as Partial<ApiErrorBody>).error;
  const booking = body.booking as BookingView | undefined;
  if (response.status === 200 && booking) {
    return { status: 'PAID', reference: code, receipt: { subject: 'booking', booking } };
  }
  if (response.status === 202 && booking && body.status === 'UNDER_REVIEW') {
    return {
      status: 'UNDER_REVIEW',
      reference: code,
      message: text(body.message, MESSAGES.paymentUnderReview),
      receipt: { subject: 'booking', booking },
    };
  }
  if (response.status === 202) {
    return {
      status: 'UNKNOWN',
      reference: code,
      message: text(body.message, FALLBACK.confirming),
    };
  }
  if (response.status === 402) return declined(code, error, 'PAYMENT_DECLINED');
  const refused =
    response.status === 400 ||
    response.status === 404 ||
    response.status === 410 ||
    (response.status === 409 && error?.code === 'BOOKING_CANCELLED');
  return refusedOrUnconfirmed(refused, response.status, error);
}

const STATUS_ANSWERS: readonly StatusAnswer[] = [
  'PENDING',
  'PAID',
  'DECLINED',
  'UNDER_REVIEW',
  'UNKNOWN',
];

/** GET …/payments/status/<order|booking>/<ref>; VOIDED reads as DECLINED, any other word outside the machine's as UNKNOWN. */
export async function paymentStatus(
  input: StatusInput,
  options: HttpOptions = {},
): Promise<StatusAnswer> {
  const response = await getJson(
    `${API_PATHS.paymentStatus}/${input.subject}/${encodeURIComponent(input.reference)}`,
    options,
  );
  if (!response.ok) throw new NoFinalAnswer(`HTTP_${response.status}`, 'No payment status.');
  const status = (await bodyOf(response)).status;
  // A voided charge took nothing: for the visitor it is a decline, and they may pay again.
  if (status === 'VOIDED') return 'DECLINED';
  return STATUS_ANSWERS.find((word) => word === status) ?? 'UNKNOWN';
}

/** The payment machine with the browser's actors. */
export const browserPaymentMachine = paymentMachine.provide({
  actors: {
    loadHostedForm: fromPromise<HostedFormKeys, void>(async () => {
      const config = await loadPaymentConfig();
      return { apiLoginID: config.apiLoginID, clientKey: config.clientKey };
    }),
    submitPayment: fromPromise<PaymentAnswer, SubmitInput>(({ input }) =>
      input.request.subject === 'order' ? payOrder(input) : payBooking(input),
    ),
    paymentStatus: fromPromise<StatusAnswer, StatusInput>(({ input }) => paymentStatus(input)),
  },
});
