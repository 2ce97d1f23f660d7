/**
 * One order submission, after the payload passed the shared schema:
 * catalog checks and prices → the order stored PENDING with a new payment
 * attempt (or a declined order reopened with its next attempt) → the payment
 * service charges it → the answer. A resubmission of the same attempt (same
 * Idempotency-Key or same card token) is resumed, never charged anew.
 * Client-sent costs are never read. Card data never passes through here,
 * only the hosted form's single-use opaque token.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { OrderKind } from '../../domain/constants';
import { postsPrasad, type AnyOrderPayload, type OpaqueData } from '../../domain/order-payload';
import type { ServerDeps } from '../deps';
import { isUniqueViolation } from '../db/connect';
import { ApiError, type StoredAnswer, validationError } from '../http';
import {
  type AttemptOutcome,
  type AttemptRow,
  chargeAttempt,
  type ChargeFields,
  findResubmittedAttempt,
  type GatewayAddress,
  PAYMENT_STATUS,
  resumeAttempt,
  tokenHash,
} from '../payments';
import { checkOrderAgainstCatalog, type CheckedOrder } from './catalog-checks';
import { newOrderNumber } from './order-number';
import { ORDER_STATUS, createOrder, reopenDeclinedOrder, type NewOrder } from './repository';
import { MESSAGES } from '../../domain/messages';

export interface SubmitInput {
  kind: OrderKind;
  payload: AnyOrderPayload;
  idempotencyKey: string | undefined;
  customerIp: string | undefined;
  log: FastifyBaseLogger;
}

const ENCODED_PATH = 'paymentDetails.encodedPaymentDetails';

/** base64 of `{ dataDescriptor, dataValue }`, as Accept.js returns it. */
export function decodePaymentDetails(encoded: string): OpaqueData {
  const fail = (message: string) => validationError([{ path: ENCODED_PATH, message }]);
  if (!encoded) throw fail('The card details are missing: enter the card again');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  } catch {
    throw fail('The card details could not be read: enter the card again');
  }
  const opaque = parsed as Partial<OpaqueData> | null;
  if (
    typeof opaque?.dataDescriptor !== 'string' ||
    typeof opaque.dataValue !== 'string' ||
    !opaque.dataDescriptor ||
    !opaque.dataValue
  ) {
    throw fail('The card details could not be read: enter the card again');
  }
  return { dataDescriptor: opaque.dataDescriptor, dataValue: opaque.dataValue };
}

function gatewayAddress(
  address: AnyOrderPayload['pujaOrderBillingAddresses'][number],
): GatewayAddress {
  // Lengths are cut to the gateway's limits in one place: anet-requests.ts.
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    address: [address.address1, address.address2].filter(Boolean).join(', '),
    city: address.city,
    state: address.state,
    zip: address.postalCode,
    country: address.country,
  };
}

function chargeFields(
  input: SubmitInput,
  checked: CheckedOrder,
  opaqueData: OpaqueData,
): ChargeFields {
  const billing = input.payload.pujaOrderBillingAddresses[0];
  const shipping = input.payload.pujaOrderShipmentAddresses[0];
  if (!billing) throw new Error('billing address missing after validation');
  const people = checked.lines.length;
  return {
    opaqueData,
    description: `${input.kind} order, ${people} ${people === 1 ? 'person' : 'people'}`,
    lineItems: checked.lines.map((line) => ({
      itemId: String(line.pujaId),
      name: line.itemName,
      quantity: 1,
      unitPriceCents: line.costCents,
    })),
    customer: { email: billing.email },
    billTo: gatewayAddress(billing),
    ...(shipping && postsPrasad(input.kind, input.payload)
      ? { shipTo: gatewayAddress(shipping) }
      : {}),
    ...(input.customerIp ? { customerIp: input.customerIp } : {}),
  };
}

async function storeOrder(
  deps: ServerDeps,
  input: SubmitInput,
  checked: CheckedOrder,
  hash: string,
): Promise<AttemptRow> {
  const now = deps.now();
  const base = {
    kind: input.kind,
    payload: input.payload,
    checked,
    idempotencyKey: input.idempotencyKey,
    tokenHash: hash,
    now,
  };
  const resubmitted = input.payload.orderNumber;
  if (resubmitted) {
    const order: NewOrder = { ...base, orderNumber: resubmitted };
    const reopened = await reopenDeclinedOrder(deps.db, order);
    if (reopened.ok) return reopened.attempt;
    if (reopened.reason !== 'NOT_RETRYABLE') {
      throw validationError([
        {
          path: 'orderNumber',
          message: 'No order of this kind has this number and billing email',
        },
      ]);
    }
    const paid = reopened.status === ORDER_STATUS.paid;
    throw new ApiError(
      409,
      paid ? 'ORDER_ALREADY_PAID' : 'PAYMENT_IN_PROGRESS',
      paid
        ? 'This order is already paid'
        : 'A payment for this order is still being confirmed: please do not pay again',
    );
  }
  for (let tries = 0; ; tries++) {
    const orderNumber = newOrderNumber(now);
    try {
      return await createOrder(deps.db, { ...base, orderNumber });
    } catch (error) {
      // An order-number collision is astronomically rare; anything else is a real failure.
      if (!isUniqueViolation(error) || tries >= 2) throw error;
    }
  }
}

/** The HTTP answer of an attempt's outcome (docs/api.md). */
export function orderAnswer(
  orderNumber: string,
  outcome: AttemptOutcome,
  totalCents: number,
): StoredAnswer {
  switch (outcome.status) {
    case PAYMENT_STATUS.paid:
      return {
        statusCode: 201,
        body: { orderNumber, status: outcome.status, total: totalCents / 100 },
      };
    case PAYMENT_STATUS.underReview:
      return {
        statusCode: 202,
        body: {
          orderNumber,
          status: outcome.status,
          message: MESSAGES.paymentUnderReview,
        },
      };
    case PAYMENT_STATUS.declined:
    case PAYMENT_STATUS.voided: {
      const refused = outcome.code === 'NOT_RECORDED';
      const declined = !refused && /^\d+$/.test(outcome.code ?? '');
      return {
        statusCode: refused ? 503 : declined ? 402 : 422,
        body: {
          orderNumber,
          status: PAYMENT_STATUS.declined,
          error: {
            code: refused
              ? 'NOT_RECORDED'
              : declined
                ? 'CARD_DECLINED'
                : (outcome.code ?? 'DECLINED'),
            message: outcome.message ?? 'The card was declined.',
          },
        },
      };
    }
    default:
      return {
        statusCode: outcome.inProgress ? 409 : 504,
        body: {
          orderNumber,
          status: PAYMENT_STATUS.unknown,
          error: {
            code: outcome.inProgress ? 'PAYMENT_IN_PROGRESS' : 'PAYMENT_UNKNOWN',
            message:
              'The payment service did not confirm your payment yet. Please do not pay again: we will confirm the payment by email.',
          },
        },
      };
  }
}

export async function submitOrder(deps: ServerDeps, input: SubmitInput): Promise<StoredAnswer> {
  const opaqueData = decodePaymentDetails(input.payload.paymentDetails.encodedPaymentDetails);
  const hash = tokenHash(opaqueData.dataValue);
  const checkedResult = await checkOrderAgainstCatalog(
    deps.db,
    input.kind,
    input.payload,
    deps.now(),
  );
  if (!checkedResult.ok) throw validationError(checkedResult.fields);
  const checked = checkedResult.order;
  const fields = chargeFields(input, checked, opaqueData);

  // The same attempt again (a retry after a lost answer, a key taken over after a crash).
  const earlier = await findResubmittedAttempt(
    deps.db,
    'ORDER',
    input.idempotencyKey,
    hash,
    input.payload.orderNumber || undefined,
  );
  if (earlier) {
    const log = input.log.child({ orderNumber: earlier.subject_ref, attempt: earlier.attempt });
    log.info('resubmission of an attempt: resuming it');
    const outcome = await resumeAttempt(deps, earlier, fields, log);
    return orderAnswer(earlier.subject_ref, outcome, earlier.amount_cents);
  }

  const attempt = await storeOrder(deps, input, checked, hash);
  const log = input.log.child({ orderNumber: attempt.subject_ref, attempt: attempt.attempt });
  log.info({ kind: input.kind, totalCents: checked.totalCents }, 'order stored, charging');
  const outcome = await chargeAttempt(deps, attempt, fields, log);
  return orderAnswer(attempt.subject_ref, outcome, checked.totalCents);
}
