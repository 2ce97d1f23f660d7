/** Answers of the sandbox gateway, shaped like Authorize.net's. */
import type { AnetMessages, AnetTransactionResponse } from '../anet-wire';
import { ANET_CODES } from '../anet-codes';

export const OK: AnetMessages = {
  resultCode: 'Ok',
  message: [{ code: 'I00001', text: 'Successful.' }],
};

export function errorMessages(code: string, text: string): AnetMessages {
  return { resultCode: 'Error', message: [{ code, text }] };
}

export const TOP_ERRORS = {
  schema: (detail: string) => errorMessages('E00003', detail),
  authentication: () =>
    errorMessages('E00007', 'User authentication failed due to invalid authentication values.'),
  transactionFailed: () =>
    errorMessages(ANET_CODES.transactionFailed, 'The transaction was unsuccessful.'),
  notFound: () => errorMessages(ANET_CODES.notFound, 'The record cannot be found.'),
  detailsApiOff: () =>
    errorMessages(
      ANET_CODES.detailsApiOff,
      'Access denied. You do not have permissions to call the Transaction Details API.',
    ),
  invalidToken: () => errorMessages(ANET_CODES.invalidToken, 'Invalid OTS Token.'),
  expiredToken: () => errorMessages(ANET_CODES.expiredToken, 'OTS Token has expired.'),
  unsupported: (what: string) => errorMessages('E00003', `This sandbox does not support ${what}.`),
};

/** Reasons (transactionResponse errors) the sandbox gives, with their response codes. */
export const REASONS = {
  approved: { responseCode: '1', code: '1', text: 'This transaction has been approved.' },
  declined: { responseCode: '2', code: '2', text: 'This transaction has been declined.' },
  invalidAmount: { responseCode: '3', code: '5', text: 'A valid amount is required.' },
  invalidCard: { responseCode: '3', code: '6', text: 'The credit card number is invalid.' },
  expiredCard: { responseCode: '3', code: '8', text: 'The credit card has expired.' },
  duplicate: {
    responseCode: '3',
    code: ANET_CODES.duplicate,
    text: 'A duplicate transaction has been submitted.',
  },
  notFound: { responseCode: '3', code: '16', text: 'The transaction cannot be found.' },
  /** responseCode 4: held by the fraud filters for the merchant's review. */
  heldForReview: {
    responseCode: '4',
    code: '252',
    text: 'Your order has been received. Thank you for your business!',
  },
  notSettled: {
    responseCode: '3',
    code: '54',
    text: 'The referenced transaction does not meet the criteria for issuing a credit.',
  },
  refundTooLarge: {
    responseCode: '3',
    code: '55',
    text: 'The sum of credits against the referenced transaction would exceed original debit amount.',
  },
  alreadyVoided: {
    responseCode: '1',
    code: '310',
    text: 'This transaction has already been voided.',
  },
} as const;

export type Reason = (typeof REASONS)[keyof typeof REASONS];

export interface TransactionFacts {
  transId: string;
  authCode: string;
  avsResultCode: string;
  cvvResultCode: string;
  accountNumber: string;
  accountType: string;
}

const NO_FACTS: TransactionFacts = {
  transId: '0',
  authCode: '',
  avsResultCode: 'P',
  cvvResultCode: '',
  accountNumber: '',
  accountType: '',
};

/** A transactionResponse: messages when approved, errors otherwise. */
export function transactionResponse(
  reason: Reason,
  facts: Partial<TransactionFacts> = {},
  refTransId = '',
): AnetTransactionResponse {
  const all = { ...NO_FACTS, ...facts };
  // Approved and held charges carry messages; refusals carry errors.
  const approved = reason.responseCode === '1' || reason.responseCode === '4';
  return {
    responseCode: reason.responseCode,
    authCode: all.authCode,
    avsResultCode: all.avsResultCode,
    cvvResultCode: all.cvvResultCode,
    transId: all.transId,
    refTransID: refTransId,
    testRequest: '0',
    accountNumber: all.accountNumber,
    accountType: all.accountType,
    ...(approved
      ? { messages: [{ code: reason.code, description: reason.text }] }
      : { errors: [{ errorCode: reason.code, errorText: reason.text }] }),
  };
}
