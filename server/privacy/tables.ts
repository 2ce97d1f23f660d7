/** Kysely types of the privacy tables (migration server/db/migrations/0007_privacy.ts). */

type Iso = string;

/** A request to erase a person's data: the devotee's or one the office took by post or phone. */
export interface PrivacyErasureRequestTable {
  id: string;
  /** Whose data: lower-cased; "[erased]" once confirmed. */
  email: string;
  /** The order number or booking code it was asked from ('' when by post or phone without one). */
  reference: string;
  /** domain/privacy/requests.ts ERASURE_SOURCES: a page, a form (number and email), POST, PHONE */
  source: string;
  /** REQUESTED, CONFIRMED */
  status: string;
  requested_at: Iso;
  /** "devotee", or the staff member's email who recorded it. */
  recorded_by: string;
  confirmed_at: Iso | null;
  confirmed_by: string | null;
  /** JSON counts of what the confirmation erased ('{}' before). */
  erased_json: string;
  /** SHA-256 of the link mailed to the devotee (migration 0019); null for the office's. */
  confirm_token_hash: string | null;
  /** When the devotee opened the mailed link and confirmed; null until then. */
  devotee_confirmed_at: Iso | null;
}

/** One row per background job: the server whose claim is live runs it. */
export interface JobClaimTable {
  name: string;
  claimed_until: Iso;
  claimed_by: string;
  last_run_at: Iso | null;
  /** done, failed, or '' before the first run. */
  last_outcome: string;
}

/** An order's or booking's erasure: its personal fields, and later the receipt's too. */
export interface PrivacyErasureTable {
  /** ORDER or BOOKING (as payment_attempts.subject_kind) */
  subject_kind: string;
  subject_ref: string;
  erased_at: Iso;
  /** When the receipt's billing name and card digits went too (after the receipt years). */
  receipt_erased_at: Iso | null;
}

export interface PrivacyTables {
  privacy_erasures: PrivacyErasureTable;
  privacy_erasure_requests: PrivacyErasureRequestTable;
  job_claims: JobClaimTable;
}
