/** Kysely types of the staff console's tables (migrations 0014 to 0017 in server/db/migrations). */
import type { Generated } from 'kysely';

type Iso = string;

export interface StaffMemberTable {
  id: string;
  /** Lower-cased. */
  email: string;
  name: string;
  /** admin, office, priest, astrologer */
  role: string;
  active: number;
  created_at: Iso;
  disabled_at: Iso | null;
}

/** One-time sign-in links; only a SHA-256 of the secret is stored. */
export interface StaffSignInLinkTable {
  token_hash: string;
  staff_id: string;
  created_at: Iso;
  expires_at: Iso;
  used_at: Iso | null;
}

/** Server-side sessions; the cookie holds the secret, the row its SHA-256. */
export interface StaffSessionTable {
  id_hash: string;
  staff_id: string;
  created_at: Iso;
  last_seen_at: Iso;
  /** The absolute end, whatever the activity. */
  expires_at: Iso;
  ended_at: Iso | null;
}

export interface StaffAuditTable {
  id: string;
  at: Iso;
  /** null for the command line. */
  staff_id: string | null;
  /** The member's email, or "cli". */
  actor: string;
  action: string;
  target: string;
  /** JSON, '' when there was nothing before (a creation) or after (a deletion). */
  before_json: string;
  after_json: string;
}

/** The temple's own details: one row, id 1. */
export interface TempleDetailsTable {
  id: number;
  centre_name: string;
  /** One line per entry, joined with \n. */
  postal_address: string;
  phone: string;
  email: string;
  mail_in_instructions: string;
  copyright_holder: string;
  /** 1 while these are the seed's sample values. */
  is_sample: number;
  updated_at: Iso;
}

export interface StaffOrderNoteTable {
  id: string;
  order_number: string;
  staff_id: string;
  author: string;
  body: string;
  created_at: Iso;
}

/** A line item (one person) whose puja was performed. */
export interface StaffPerformedTable {
  order_number: string;
  position: number;
  performed_at: Iso;
  performed_by: string;
}

/** WebAuthn credentials (passkeys) of staff members. */
export interface StaffPasskeyTable {
  /** base64url, as the browser sends it. */
  credential_id: string;
  staff_id: string;
  /** base64url of the COSE public key. */
  public_key: string;
  /** The authenticator's signature counter (0 for most passkeys). */
  counter: number;
  /** JSON array of transports (usb, internal, hybrid, ...). */
  transports: string;
  created_at: Iso;
  /** The member's name for it ("Office laptop"). */
  label: Generated<string>;
  last_used_at: Iso | null;
}

/** Challenges of passkey ceremonies: SHA-256 of the challenge, single use, expiring. */
export interface StaffWebauthnChallengeTable {
  challenge_hash: string;
  /** register or sign-in */
  purpose: string;
  staff_id: string | null;
  created_at: Iso;
  expires_at: Iso;
  used_at: Iso | null;
}

export interface StaffEventZoneTable {
  event_id: number;
  time_zone: string;
}

export interface StaffRefundTable {
  id: string;
  order_number: string;
  /** JSON array of line-item positions; [] for the whole order. */
  positions: string;
  amount_cents: number;
  /** VOIDED or REFUNDED */
  outcome: string;
  refund_trans_id: string | null;
  reason: string;
  staff_id: string;
  created_at: Iso;
}

export interface StaffTables {
  staff_refunds: StaffRefundTable;
  staff_event_zones: StaffEventZoneTable;
  staff_members: StaffMemberTable;
  staff_sign_in_links: StaffSignInLinkTable;
  staff_sessions: StaffSessionTable;
  staff_audit_log: StaffAuditTable;
  temple_details: TempleDetailsTable;
  staff_order_notes: StaffOrderNoteTable;
  staff_performed: StaffPerformedTable;
  staff_passkeys: StaffPasskeyTable;
  staff_webauthn_challenges: StaffWebauthnChallengeTable;
}
