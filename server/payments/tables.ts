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
  /** Set when the sandbox closes the batch that settles this transaction. */
  batch_id: string | null;
  settled_at: string | null;
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

/** A customer profile of the sandbox's Customer Information Manager. */
export interface SandboxCustomerProfileTable {
  customer_profile_id: string;
  merchant_customer_id: string | null;
  email: string | null;
  created_at: string;
}

/** A card kept in a sandbox customer profile: brand, last four, expiry and ZIP, never the number. */
export interface SandboxPaymentProfileTable {
  payment_profile_id: string;
  customer_profile_id: string;
  card_brand: string;
  card_last4: string;
  /** MMYYYY */
  expiration: string;
  /** 1 for one of Authorize.net's sandbox test cards, which alone are approved. */
  test_card: number;
  zip: string | null;
  updated_at: string;
}

/** A token for the sandbox's stand-in of Accept Customer (the hosted profile page). */
export interface SandboxProfileTokenTable {
  token_hash: string;
  customer_profile_id: string;
  return_url: string | null;
  created_at: string;
  expires_at: string;
}

/**
 * One attempt to pay for an order or an astrology booking: the one record the
 * payment service keeps, whatever is being paid for. Each attempt has its own
 * gateway invoice number (`<subject invoice>-<attempt>`), so the gateway's
 * duplicate window never refuses a new attempt and lookups find exactly it.
 */
export interface PaymentAttemptTable {
  /** ORDER or BOOKING */
  subject_kind: string;
  /** The order number or the booking code. */
  subject_ref: string;
  attempt: number;
  invoice_number: string;
  amount_cents: number;
  /** PENDING, PAID, DECLINED, UNDER_REVIEW, UNKNOWN, VOIDED, REFUNDED (vocabulary.ts) */
  status: string;
  trans_id: string | null;
  auth_code: string | null;
  /** XXXX1111: a refund needs the card's last four digits. */
  account_number: string | null;
  /** The gateway's reason or error code of the last answer. */
  code: string | null;
  message: string | null;
  idempotency_key: string | null;
  /** SHA-256 of the card token: a resubmission of the same attempt carries the same one. */
  token_hash: string | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentTables {
  payment_attempts: PaymentAttemptTable;
  sandbox_nonces: SandboxNonceTable;
  sandbox_transactions: SandboxTransactionTable;
  sandbox_hosted_tokens: SandboxHostedTokenTable;
  sandbox_customer_profiles: SandboxCustomerProfileTable;
  sandbox_payment_profiles: SandboxPaymentProfileTable;
  sandbox_profile_tokens: SandboxProfileTokenTable;
}
