/**
 * What the order and booking code needs from the card payment provider.
 * `anet-client.ts` implements it over Authorize.net's JSON API (production,
 * preview, and the local sandbox gateway alike); tests may plug in fakes.
 * Amounts are integer cents; card data never passes through here, only the
 * single-use opaque token from Accept.js.
 */
import type { OpaqueData } from '../../domain/order-payload';

export interface GatewayAddress {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** A card kept at Authorize.net (Customer Information Manager): the two ids name it. */
export interface ProfilePayment {
  customerProfileId: string;
  paymentProfileId: string;
}

export interface ChargeRequest {
  /** Our order number; at most 20 characters; Authorize.net's invoiceNumber. */
  invoiceNumber: string;
  /** At most 20 characters; echoed back by the gateway. */
  refId: string;
  amountCents: number;
  description: string;
  lineItems: { itemId: string; name: string; quantity: number; unitPriceCents: number }[];
  customer: { id?: string; email: string };
  /** Sent with a token; a profile's charge uses the billing address the profile keeps. */
  billTo: GatewayAddress;
  shipTo?: GatewayAddress;
  customerIp?: string;
  /** Exactly one of the two: Accept.js's one-time token, or a card kept in a customer profile. */
  opaqueData?: OpaqueData;
  profile?: ProfilePayment;
}

/** What we keep of a card in a customer profile: its ids, brand and last four digits. */
export interface StoredCard extends ProfilePayment {
  /** Visa, MasterCard, AmericanExpress, Discover, ... as the gateway names it. */
  cardType: string;
  lastFour: string;
}

export interface ProfileFromTransactionRequest {
  /** The approved charge whose card the profile keeps. */
  transId: string;
  /** Our id of the devotee (at most 20 characters) and their email. */
  customer: { id?: string; email: string };
}

export type ProfileResult =
  { outcome: 'CREATED'; card: StoredCard } | { outcome: 'REFUSED'; code: string; message: string };

export interface HostedProfileRequest {
  customerProfileId: string;
  /** Where Accept Customer's "Continue" brings the devotee back to. */
  returnUrl: string;
}

export type ChargeResult =
  | {
      outcome: 'APPROVED';
      transId: string;
      authCode: string;
      accountNumber: string;
      accountType: string;
    }
  /** responseCode 4: the fraud filters hold the charge until the merchant approves or declines it. */
  | {
      outcome: 'HELD';
      transId: string;
      authCode: string;
      accountNumber: string;
      accountType: string;
      message: string;
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
  /** settledSuccessfully, capturedPendingSettlement, FDSPendingReview, declined, voided, ... */
  status: string;
  approved: boolean;
  /** XXXX1111 when the gateway says (transaction details do). */
  accountNumber?: string;
  /** The card's brand ("Visa") when the gateway says. */
  accountType?: string;
}

export type RefundResult =
  { outcome: 'REFUNDED'; transId: string } | { outcome: 'REFUSED'; code: string; message: string };

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
  /**
   * Finds the charge of an invoice: among unsettled transactions, then in the
   * batches settled since `sinceIso`. Null when it is in neither. Throws a
   * GatewayError when the gateway cannot be asked (E00011: the Transaction
   * Details API is off).
   */
  findByInvoice(
    invoiceNumber: string,
    amountCents: number,
    sinceIso: string,
  ): Promise<TransactionLookup | null>;
  getTransaction(transId: string): Promise<TransactionLookup | null>;
  /** Voids an unsettled charge; true when the gateway confirmed it. */
  voidTransaction(transId: string): Promise<boolean>;
  /** Refunds (part of) a settled charge; the card's last four digits are required. */
  refundTransaction(request: {
    transId: string;
    amountCents: number;
    accountNumber: string;
    invoiceNumber: string;
  }): Promise<RefundResult>;
  /** Null when lookups work; else the gateway's refusal (E00011: Transaction Details API off). */
  checkTransactionDetailsAccess(): Promise<{ code: string; message: string } | null>;
  /** An Accept Hosted form token and the URL the browser posts it to. */
  createHostedPaymentToken(
    request: HostedPaymentRequest,
  ): Promise<{ token: string; formUrl: string }>;
  /** A customer profile keeping the card of an approved charge; a refusal names its code. */
  createProfileFromTransaction(request: ProfileFromTransactionRequest): Promise<ProfileResult>;
  /** The cards of a profile; null when the gateway no longer has it (E00040). */
  getProfile(customerProfileId: string): Promise<StoredCard[] | null>;
  /** An Accept Customer token and the URL the browser posts it to, where the card is changed. */
  createHostedProfileToken(
    request: HostedProfileRequest,
  ): Promise<{ token: string; formUrl: string }>;
  /** Deletes a profile; false when the gateway had no such profile. */
  deleteProfile(customerProfileId: string): Promise<boolean>;
}
