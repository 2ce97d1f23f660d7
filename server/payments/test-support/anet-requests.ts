/**
 * Requests for the Authorize.net client's tests against the local sandbox
 * gateway: charge requests with fresh invoice numbers, and raw JSON charges.
 */
import type { ChargeRequest } from '../gateway';
import type { PaymentTestServer } from './sandbox-test-server';
import { testNowMs } from '../../../tests/test-support/test-clock';

/** Lookups search the settled batches since this instant too. */
export const SINCE = new Date(testNowMs() - 3_600_000).toISOString();

let invoiceSeq = 0;

export function newInvoice(): string {
  invoiceSeq += 1;
  return `T${testNowMs().toString(36)}${invoiceSeq}`.toUpperCase();
}

export function chargeRequest(
  dataValue: string,
  overrides: Partial<ChargeRequest> = {},
): ChargeRequest {
  const invoiceNumber = overrides.invoiceNumber ?? newInvoice();
  return {
    invoiceNumber,
    refId: invoiceNumber,
    amountCents: 5100,
    opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue },
    description: 'Ganapathi Homa for two people',
    lineItems: [{ itemId: '12', name: 'Ganapathi Homa', quantity: 2, unitPriceCents: 2550 }],
    customer: { email: 'devotee@example.org' },
    billTo: {
      firstName: 'Asha',
      lastName: 'Devi',
      address: '1 Temple Road',
      city: 'Indianapolis',
      state: 'IN',
      zip: '46201',
      country: 'US',
    },
    customerIp: '::ffff:127.0.0.1',
    ...overrides,
  };
}

export const withZip = (request: ChargeRequest, zip: string): ChargeRequest => ({
  ...request,
  billTo: { ...request.billTo, zip },
});

/** The sandbox merchant's credentials and raw JSON charges, on `server`. */
export function rawRequests(server: PaymentTestServer) {
  /** The sandbox merchant's credentials, as every request carries them. */
  const merchant = () => ({
    name: server.config.anet.apiLoginId,
    transactionKey: server.config.anet.transactionKey,
  });
  /** A charge as raw JSON: a fresh token for `card`, the request's fields in the order given. */
  async function rawCharge(card: string, fields: (payment: object) => object) {
    const nonce = await server.nonceFor({ number: card });
    const payment = {
      opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: nonce },
    };
    return server.rawRequest({
      createTransactionRequest: {
        merchantAuthentication: merchant(),
        transactionRequest: { transactionType: 'authCaptureTransaction', ...fields(payment) },
      },
    });
  }
  return { merchant, rawCharge };
}
