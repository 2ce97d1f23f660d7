/**
 * Kysely table types of the payment tables: the local sandbox gateway's
 * ledger. Card data is never stored: a nonce keeps only the card's brand, last
 * four digits and expiry, which is what a sandbox needs to answer like
 * Authorize.net. Instants are ISO 8601 UTC strings (they sort as text on both
 * engines); money is integer cents.
 */
export interface SandboxNonceTable {
  /** SHA-256 of the nonce: the value itself is only ever held by the browser and the charge. */
  nonce_hash: string;
  card_brand: string;
  card_last4: string;
  /** 1 for one of Authorize.net's sandbox test cards, which alone are approved. */
  test_card: number;
  /** MMYYYY */
  expiration: string;
  /** M (matched), N (CVV 901: mismatch) or P (no card code given). */
  cvv_result: string;
  zip: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SandboxTransactionTable {
  trans_id: string;
  ref_id: string | null;
  transaction_type: string;
  invoice_number: string | null;
  description: string | null;
  amount_cents: number;
  /** capturedPendingSettlement, declined, voided */
  status: string;
  response_code: number;
  reason_code: number;
  auth_code: string;
  avs_result: string;
  cvv_result: string;
  account_type: string;
  /** XXXX1111 */
  account_number: string;
  /** Brand, last four, expiry and billing ZIP: what the duplicate check compares. */
  card_key: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  bill_zip: string | null;
  submitted_at: string;
  voided_at: string | null;
}

export interface SandboxHostedTokenTable {
  token_hash: string;
  ref_id: string | null;
  invoice_number: string | null;
  description: string | null;
  amount_cents: number;
  email: string | null;
  /** The request's billTo, as JSON. */
  bill_to: string | null;
  return_url: string | null;
  cancel_url: string | null;
  created_at: string;
  expires_at: string;
  trans_id: string | null;
}

export interface PaymentTables {
  sandbox_nonces: SandboxNonceTable;
  sandbox_transactions: SandboxTransactionTable;
  sandbox_hosted_tokens: SandboxHostedTokenTable;
}
