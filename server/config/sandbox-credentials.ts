/**
 * The sandbox configuration's Authorize.net credentials: public (docs/payments.md), accepted
 * only by our own local gateway, so production refuses every one of them.
 */
export const SANDBOX_CREDENTIALS = {
  ANET_API_LOGIN_ID: 'sandbox-login',
  ANET_TRANSACTION_KEY: 'sandbox-transaction-key',
  ANET_CLIENT_KEY: 'sandbox-client-key',
  ANET_SIGNATURE_KEY: 'sandbox-signature-key',
} as const;

export type CredentialName = keyof typeof SANDBOX_CREDENTIALS;

/** The Authorize.net credentials production cannot run without, in the order messages name them. */
export const CREDENTIAL_NAMES = Object.keys(SANDBOX_CREDENTIALS) as CredentialName[];
