/**
 * What the order and booking code needs from the card payment provider.
 * `anet-client.ts` implements it over Authorize.net's JSON API (production,
 * preview, and the local sandbox gateway alike); tests may plug in fakes.
 * Amounts are integer cents; card data never passes through here, only the
 * single-use opaque token from Accept.js.
 */
import type { OpaqueData } from '../../src/domain/order-payload';

export interface GatewayAddress {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export interface ChargeRequest {
  /** Our order number; at most 20 characters; Authorize.net's invoiceNumber. */
  invoiceNumber: string;
  /** At most 20 characters; echoed back by the gateway. */
  refId: string;
  amountCents: number;
  opaqueData: OpaqueData;
  description: string;
  lineItems: { itemId: string; name: string; quantity: number; unitPriceCents: number }[];
  customer: { id?: string; email: string };
  billTo: GatewayAddress;
  shipTo?: GatewayAddress;
  customerIp?: string;
}

export type ChargeResult =
  | {
      outcome: 'APPROVED';
      transId: string;
      authCode: string;
      accountNumber: string;
      accountType: string;
    }
  /** The card was refused (decline, duplicate, expired): nothing was charged. */
  | { outcome: 'DECLINED'; code: string; message: string; transId?: string }
  /** The gateway refused the request itself (bad or reused token, bad credentials): nothing was charged. */
  | { outcome: 'ERROR'; code: string; message: string }
  /** Timeout or an unreadable answer: the charge may or may not have happened; reconcile. */
  | { outcome: 'UNKNOWN'; message: string };

export interface TransactionLookup {
  transId: string;
  invoiceNumber: string;
  amountCents: number;
  /** settledSuccessfully, capturedPendingSettlement, declined, voided, ... */
  status: string;
  approved: boolean;
}

export interface HostedPaymentRequest {
  invoiceNumber: string;
  amountCents: number;
  description: string;
  customer: { email: string };
  billTo: GatewayAddress;
  returnUrl: string;
  cancelUrl: string;
}

export interface PaymentGateway {
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Finds the charge for an invoice among recent (unsettled) transactions, or null. */
  findByInvoice(invoiceNumber: string, amountCents: number): Promise<TransactionLookup | null>;
  getTransaction(transId: string): Promise<TransactionLookup | null>;
  /** Voids an unsettled charge; true when the gateway confirmed it. */
  voidTransaction(transId: string): Promise<boolean>;
  /** An Accept Hosted form token and the URL the browser posts it to. */
  createHostedPaymentToken(
    request: HostedPaymentRequest,
  ): Promise<{ token: string; formUrl: string }>;
}
