/**
 * One order submission, after the payload passed the shared schema:
 * catalog checks and prices → the order stored PENDING_PAYMENT (or a declined
 * order reopened) → the charge → the outcome recorded → the answer.
 * Client-sent costs are never read. Card data never passes through here,
 * only Accept.js's single-use opaque token.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { OrderKind } from '../../src/domain/constants';
import type { AnyOrderPayload, OpaqueData } from '../../src/domain/order-payload';
import type { ServerDeps } from '../deps';
import { isUniqueViolation } from '../db/connect';
import { ApiError, validationError } from '../http/errors';
import type { StoredAnswer } from '../http/idempotency';
import type { ChargeRequest, ChargeResult, GatewayAddress } from '../payments/gateway';
import { checkOrderAgainstCatalog, type CheckedOrder } from './catalog-checks';
import { confirmationEmail } from './confirmation-email';
import { newOrderNumber } from './order-number';
import {
  ORDER_STATUS,
  createOrder,
  recordNotPaid,
  recordPaid,
  reopenDeclinedOrder,
  type NewOrder,
} from './repository';

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

const cut = (text: string, max: number) => text.slice(0, max);

function gatewayAddress(
  address: AnyOrderPayload['pujaOrderBillingAddresses'][number],
): GatewayAddress {
  return {
    firstName: cut(address.firstName, 50),
    lastName: cut(address.lastName, 50),
    address: cut([address.address1, address.address2].filter(Boolean).join(', '), 60),
    city: cut(address.city, 40),
    state: cut(address.state, 40),
    zip: cut(address.postalCode, 20),
    country: cut(address.country, 60),
  };
}

function chargeRequest(
  input: SubmitInput,
  orderNumber: string,
  attempt: number,
  checked: CheckedOrder,
  opaqueData: OpaqueData,
): ChargeRequest {
  const billing = input.payload.pujaOrderBillingAddresses[0];
  const shipping = input.payload.pujaOrderShipmentAddresses[0];
  if (!billing) throw new Error('billing address missing after validation');
  const people = checked.lines.length;
  return {
    invoiceNumber: orderNumber,
    refId: `${orderNumber}-${attempt}`,
    amountCents: checked.totalCents,
    opaqueData,
    description: cut(`${input.kind} order, ${people} ${people === 1 ? 'person' : 'people'}`, 255),
    lineItems: checked.lines.map((line) => ({
      itemId: String(line.pujaId),
      name: cut(line.itemName, 31),
      quantity: 1,
      unitPriceCents: line.costCents,
    })),
    customer: { email: billing.email },
    billTo: gatewayAddress(billing),
    ...(shipping && (input.kind === 'puja' || input.kind === 'regionalPuja')
      ? { shipTo: gatewayAddress(shipping) }
      : {}),
    ...(input.customerIp ? { customerIp: input.customerIp } : {}),
  };
}

/** The charge, with a backstop in case the client's own timeout never fires. */
async function chargeWithDeadline(deps: ServerDeps, request: ChargeRequest): Promise<ChargeResult> {
  const timeoutMs = deps.config.anet.timeoutMs;
  const backstopMs = timeoutMs + Math.min(timeoutMs, 5_000) + 250;
  let timer: NodeJS.Timeout | undefined;
  const backstop = new Promise<ChargeResult>((resolve) => {
    timer = setTimeout(
      () => resolve({ outcome: 'UNKNOWN', message: 'The payment gateway did not answer in time' }),
      backstopMs,
    );
  });
  try {
    return await Promise.race([deps.payments.charge(request), backstop]);
  } finally {
    clearTimeout(timer);
  }
}

async function storeOrder(deps: ServerDeps, input: SubmitInput, checked: CheckedOrder) {
  const now = deps.now();
  const base = {
    kind: input.kind,
    payload: input.payload,
    checked,
    idempotencyKey: input.idempotencyKey,
    now,
  };
  const resubmitted = input.payload.orderNumber;
  if (resubmitted) {
    const order: NewOrder = { ...base, orderNumber: resubmitted };
    const reopened = await reopenDeclinedOrder(deps.db, order);
    if (reopened.ok) return { orderNumber: resubmitted, attempt: reopened.attempt };
    if (reopened.reason !== 'NOT_RETRYABLE') {
      throw validationError([
        {
          path: 'orderNumber',
          message: 'This order number does not belong to an order of this kind',
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
      return { orderNumber, attempt: await createOrder(deps.db, { ...base, orderNumber }) };
    } catch (error) {
      // An order-number collision is astronomically rare; anything else is a real failure.
      if (!isUniqueViolation(error) || tries >= 2) throw error;
    }
  }
}

const unknownAnswer = (orderNumber: string, statusCode: number, message: string): StoredAnswer => ({
  statusCode,
  body: {
    orderNumber,
    status: ORDER_STATUS.unknown,
    error: {
      code: 'PAYMENT_UNKNOWN',
      message: `${message}. Please do not pay again: we will confirm the payment by email.`,
    },
  },
});

export async function submitOrder(deps: ServerDeps, input: SubmitInput): Promise<StoredAnswer> {
  const opaqueData = decodePaymentDetails(input.payload.paymentDetails.encodedPaymentDetails);
  const checkedResult = await checkOrderAgainstCatalog(
    deps.db,
    input.kind,
    input.payload,
    deps.now(),
  );
  if (!checkedResult.ok) throw validationError(checkedResult.fields);
  const checked = checkedResult.order;
  const { orderNumber, attempt } = await storeOrder(deps, input, checked);
  const log = input.log.child({ orderNumber, attempt });
  log.info({ kind: input.kind, totalCents: checked.totalCents }, 'order stored, charging');

  let result: ChargeResult;
  try {
    result = await chargeWithDeadline(
      deps,
      chargeRequest(input, orderNumber, attempt, checked, opaqueData),
    );
  } catch (error) {
    log.error({ err: error }, 'charge failed without an answer');
    await recordNotPaid(
      deps.db,
      orderNumber,
      attempt,
      { outcome: 'UNKNOWN', message: String(error) },
      ORDER_STATUS.unknown,
      deps.now(),
    );
    return unknownAnswer(orderNumber, 502, 'The payment service could not be reached');
  }
  log.info({ outcome: result.outcome }, 'charge answered');

  switch (result.outcome) {
    case 'APPROVED': {
      try {
        await recordPaid(
          deps.db,
          orderNumber,
          attempt,
          result.transId,
          result.authCode,
          (trx) => confirmationEmail(trx, orderNumber),
          deps.now(),
        );
      } catch (error) {
        log.error({ err: error, transId: result.transId }, 'approved charge not recorded: voiding');
        const voided = await deps.payments.voidTransaction(result.transId).catch(() => false);
        const outcome = {
          outcome: voided ? 'VOIDED' : 'UNKNOWN',
          transId: result.transId,
          code: 'NOT_RECORDED',
        } as const;
        await recordNotPaid(
          deps.db,
          orderNumber,
          attempt,
          outcome,
          voided ? ORDER_STATUS.declined : ORDER_STATUS.unknown,
          deps.now(),
        ).catch((recordError: unknown) =>
          log.error({ err: recordError }, 'could not record the void'),
        );
        if (!voided) return unknownAnswer(orderNumber, 502, 'Your order could not be recorded');
        return {
          statusCode: 503,
          body: {
            orderNumber,
            status: ORDER_STATUS.declined,
            error: {
              code: 'NOT_RECORDED',
              message:
                'We could not record your order, so the charge was cancelled. Please try again.',
            },
          },
        };
      }
      return {
        statusCode: 201,
        body: { orderNumber, status: ORDER_STATUS.paid, total: checked.totalCents / 100 },
      };
    }
    case 'DECLINED':
    case 'ERROR': {
      await recordNotPaid(
        deps.db,
        orderNumber,
        attempt,
        {
          outcome: result.outcome,
          code: result.code,
          message: result.message,
          transId: result.outcome === 'DECLINED' ? (result.transId ?? null) : null,
        },
        ORDER_STATUS.declined,
        deps.now(),
      );
      return {
        statusCode: result.outcome === 'DECLINED' ? 402 : 422,
        body: {
          orderNumber,
          status: ORDER_STATUS.declined,
          error: {
            code: result.outcome === 'DECLINED' ? 'CARD_DECLINED' : result.code,
            message: result.message,
          },
        },
      };
    }
    case 'UNKNOWN':
      await recordNotPaid(
        deps.db,
        orderNumber,
        attempt,
        { outcome: 'UNKNOWN', message: result.message },
        ORDER_STATUS.unknown,
        deps.now(),
      );
      return unknownAnswer(orderNumber, 504, 'The payment service did not confirm your payment');
  }
}
