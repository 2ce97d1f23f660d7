/**
 * The Authorize.net codes this server acts on, named once: message codes
 * (E…, in `messages`) and response reason codes (in transactionResponse
 * errors). The sandbox gateway answers with the same names.
 */
export const ANET_CODES = {
  /** The merchant's Transaction Details API is off: lookups are refused. */
  detailsApiOff: 'E00011',
  transactionFailed: 'E00027',
  /** The record cannot be found. */
  notFound: 'E00040',
  /** The hosted form's one-time token is not valid (already used, or never issued). */
  invalidToken: 'E00114',
  /** The hosted form's one-time token has expired. */
  expiredToken: 'E00115',
  /** Reason 11: a duplicate of a transaction the gateway saw moments ago. */
  duplicate: '11',
} as const;

/** The one-time token can no longer charge: the charge it carried never ran now. */
export const SPENT_TOKEN_CODES: readonly string[] = [
  ANET_CODES.invalidToken,
  ANET_CODES.expiredToken,
];
