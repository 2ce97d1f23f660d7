/**
 * Shapes of Authorize.net JSON API answers, as far as we read them. Message
 * shapes differ: inside transactionResponse `{ code, description }` and
 * `{ errorCode, errorText }`, at the top `{ code, text }`.
 */
import { ANET_CODES } from './anet-codes';

export interface AnetMessages {
  resultCode: 'Ok' | 'Error';
  message: { code: string; text: string }[];
}

export interface AnetTransactionResponse {
  responseCode: string;
  authCode?: string;
  avsResultCode?: string;
  cvvResultCode?: string;
  transId?: string;
  refTransID?: string;
  testRequest?: string;
  accountNumber?: string;
  accountType?: string;
  /** Present when the charge was made to a customer profile. */
  profile?: { customerProfileId?: string; customerPaymentProfileId?: string };
  messages?: { code: string; description: string }[];
  errors?: { errorCode: string; errorText: string }[];
}

export interface AnetCreateTransactionResponse {
  transactionResponse?: AnetTransactionResponse;
  refId?: string;
  messages: AnetMessages;
}

export interface AnetTransactionSummary {
  transId: string;
  submitTimeUTC: string;
  transactionStatus: string;
  invoiceNumber?: string;
  firstName?: string;
  lastName?: string;
  accountType?: string;
  accountNumber?: string;
  settleAmount: number;
}

export interface AnetUnsettledListResponse {
  transactions?: AnetTransactionSummary[];
  totalNumInResultSet?: number;
  messages: AnetMessages;
}

export interface AnetTransactionDetails {
  transId: string;
  submitTimeUTC: string;
  transactionType: string;
  transactionStatus: string;
  responseCode: number;
  responseReasonCode: number;
  authCode?: string;
  order?: { invoiceNumber?: string; description?: string };
  authAmount: number;
  settleAmount: number;
  payment?: { creditCard?: { cardNumber?: string; cardType?: string } };
}

export interface AnetSettledBatch {
  batchId: string;
  settlementTimeUTC: string;
  settlementState: string;
}

export interface AnetSettledBatchListResponse {
  batchList?: AnetSettledBatch[];
  messages: AnetMessages;
}

export interface AnetTransactionListResponse {
  transactions?: AnetTransactionSummary[];
  totalNumInResultSet?: number;
  messages: AnetMessages;
}

export interface AnetTransactionDetailsResponse {
  transaction?: AnetTransactionDetails;
  messages: AnetMessages;
}

export interface AnetHostedPageResponse {
  token?: string;
  messages: AnetMessages;
}

/** Statuses of a transaction that did not (or no longer does) take the money. */
export const NOT_CHARGED_STATUSES: readonly string[] = [
  'FDSPendingReview',
  'FDSAuthorizedPendingReview',
  'declined',
  'voided',
  'expired',
  'failedReview',
  'generalError',
  'communicationError',
  'couldNotVoid',
  'settlementError',
  'returnedItem',
];

/** Transaction error codes (responseCode 3) that mean the card itself was refused. */
export const CARD_REFUSAL_CODES: readonly string[] = [
  '6', // invalid card number
  '7', // invalid expiration date
  '8', // card expired
  ANET_CODES.duplicate,
  '17', // card type not accepted
  '28', // card type not accepted
  '37', // invalid card number
  '44', // card code mismatch
  '45', // AVS and card code mismatch
  '65', // card code mismatch
  '78', // invalid card code
];

/** createCustomerProfileResponse (also the answer to createCustomerProfileFromTransactionRequest). */
export interface AnetCreateProfileResponse {
  customerProfileId?: string;
  customerPaymentProfileIdList?: string[];
  customerShippingAddressIdList?: string[];
  validationDirectResponseList?: string[];
  messages: AnetMessages;
}

export interface AnetPaymentProfileMasked {
  customerProfileId?: string;
  customerPaymentProfileId: string;
  payment?: {
    creditCard?: { cardNumber: string; expirationDate: string; cardType?: string };
  };
}

export interface AnetGetProfileResponse {
  profile?: {
    merchantCustomerId?: string;
    description?: string;
    email?: string;
    customerProfileId: string;
    paymentProfiles?: AnetPaymentProfileMasked[];
  };
  messages: AnetMessages;
}
