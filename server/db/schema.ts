/** Kysely table types: the core tables here, the others from their own modules. */
import type { Generated, Kysely, Transaction } from 'kysely';
import type { AccountTables } from '../account/tables';
import type { AstroTables } from '../astro/tables';
import type { CatalogTextTables } from '../catalog/tables';
import type { PaymentTables } from '../payments/tables';
import type { PrivacyTables } from '../privacy/tables';
import type { ProofTables } from '../proof/tables';
import type { PrasadTables } from '../prasad/tables';
import type { ReceiptTables } from '../receipts/tables';
import type { SacredYearTables } from '../sacred-year/tables';
import type { StaffTables } from '../staff/tables';
import type { StandingTables } from '../standing/tables';

/** Timestamps are ISO 8601 UTC strings (`toISOString()`), money is integer cents. */
type Iso = string;

export interface PujaTable {
  id: number;
  code: string;
  key: string;
  name: string;
  display_name: string;
  category: string;
  selection_order: number;
  ext_description: string;
  cost_cents: number;
  /** KRITTIKA (computed monthly), WEEKLY:<0-6> (weekday), NONE (no date), MANUAL (temple-managed). */
  schedule_rule: string;
  /** Days before the puja date at which ordering closes (for generated schedules). */
  cutoff_days: number;
  /** 1 while the price and schedule are sample values the temple has not confirmed. */
  is_sample: number;
  active: number;
  /** INTANGIBLE, GOODS or SERVICE (domain/tax-treatment.ts). */
  tax_treatment: Generated<string>;
  /** What the goods are ('' without goods). */
  goods_description: Generated<string>;
  /** The goods' good-faith value in cents. */
  goods_value_cents: Generated<number>;
}

export interface PujaScheduleTable {
  puja_id: number;
  /** YYYY-MM-DD */
  date_of_puja: string;
  order_cutoff_time: Iso;
}

export interface RegionTable {
  id: number;
  name: string;
}

export interface RegionalEventTable {
  id: number;
  region_id: number;
  /** PUJA or ASTRO */
  kind: string;
  name: string;
  offering_title: string;
  title: string;
  hosted_by: string;
  event_date: Iso;
  order_cut_off_time: Iso;
  additional_event_details_html: string;
  contact_email_id: string;
  information_url: string;
  cost_cents: number;
  ext_description: string;
  is_sample: number;
  /** INTANGIBLE, GOODS or SERVICE (domain/tax-treatment.ts). */
  tax_treatment: Generated<string>;
  /** What the goods are ('' without goods). */
  goods_description: Generated<string>;
  /** The goods' good-faith value in cents. */
  goods_value_cents: Generated<number>;
}

export interface CountryTable {
  code: string;
  name: string;
  sort_order: number;
}

export interface StateTable {
  code: string;
  /** ISO country code; '' for OTHER. */
  country: string;
  name: string;
  sort_order: number;
}

export interface BirthStarTable {
  code: string;
  name: string;
  /** JSON array of regional names. */
  aliases: string;
  sort_order: number;
}

export interface GenderIdentityTable {
  code: string;
  name: string;
  sort_order: number;
}

export interface OrderTable {
  order_number: string;
  /** puja, recommendation, regionalPuja, regionalAstro */
  kind: string;
  /** The payment status vocabulary (server/payments/attempts/vocabulary.ts). */
  status: string;
  total_cents: number;
  notes: string;
  command_name: string;
  attendance_type: string;
  client_id: string;
  billing_state_other: string;
  prasad_state_other: string;
  customer_email: string;
  /** The visitor's language (domain/visitor-language.ts): the order's mails are written in it. */
  language: Generated<string>;
  trans_id: string | null;
  created_at: Iso;
  updated_at: Iso;
  paid_at: Iso | null;
  /** The paying card's brand as the gateway reported it ("Visa"); '' when unknown. */
  card_type: Generated<string>;
  /** The masked card number as the gateway reported it ("XXXX1111"); '' when unknown. */
  card_number: Generated<string>;
  /** 1 when the devotee declined prasad: nothing is posted and the receipt gives no goods. */
  prasad_declined: Generated<number>;
}

export interface OrderLineItemTable {
  order_number: string;
  position: number;
  puja_id: number;
  regional_event_id: number | null;
  region_id: number | null;
  item_name: string;
  cost_cents: number;
  /** YYYY-MM-DD of the puja or event (for rosters); '' when the item has no date. */
  puja_date: string;
  requested_puja_date: string;
  first_name: string;
  last_name: string;
  birth_star: string;
  birth_date: string;
  birth_place: string;
  birth_time_hour: string;
  birth_time_minute: string;
  which_half_of_the_day: string;
  customer_notes: string;
  prayer_type_code: string;
  star_on_the_day_of_passing: string;
  date_of_passing: string;
  place_of_passing: string;
  passing_time_hour: string;
  passing_time_minute: string;
  passing_which_half_of_the_day: string;
  passing_time: string;
  /** The terms the line was paid under (domain/tax-treatment.ts); '' until it is paid. */
  tax_treatment: Generated<string>;
  goods_description: Generated<string>;
  goods_value_cents: Generated<number>;
}

export interface OrderAddressTable {
  order_number: string;
  /** BILLING or SHIPPING */
  type: string;
  first_name: string;
  last_name: string;
  other_name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  email: string;
  phone: string;
}

export interface IdempotencyKeyTable {
  key: string;
  /** The endpoint the key was used on; a key is only valid on one. */
  scope: string;
  request_hash: string;
  /** IN_PROGRESS or DONE */
  state: string;
  status_code: number | null;
  response_body: string | null;
  created_at: Iso;
  updated_at: Iso;
}

export interface OutboxEmailTable {
  id: string;
  /** What the mail is about, e.g. an order number (for logs). */
  reference: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON array of { filename, contentType, content (base64) } or { render, ref } (made when sent). */
  attachments: string;
  /** PENDING, SENT, FAILED */
  status: string;
  attempts: number;
  next_attempt_at: Iso;
  locked_until: Iso;
  last_error: string;
  created_at: Iso;
  sent_at: Iso | null;
  /**
   * The secret the mail carries (a staff sign-in link's), which the bodies hold as
   * OUTBOX_SECRET_MARK; put in when sending, then set to null (sent or given up).
   */
  secret: string | null;
  /** When the recipient and bodies were erased; null while kept. */
  erased_at: Iso | null;
}

/** One emailed "My order" link: the SHA-256 (hex) of its token, never the token. */
export interface OrderAccessTokenTable {
  token_hash: string;
  order_number: string;
  created_at: Iso;
}

/**
 * One rate limit's count for one key in its current window (server/http/rate-limit-store.ts):
 * `bucket` names the limit (a route's method and URL, or a limiter's name), `client` the key.
 */
export interface RateLimitCountTable {
  bucket: string;
  client: string;
  /** The key's first hit of this window. */
  window_start: Iso;
  /** The window's end: the row is deleted once it has passed. */
  expires_at: Iso;
  hits: number;
}

/** Find my order's mails of an order on its last day asked (the daily cap's count). */
export interface FindMyOrderMailsTable {
  order_number: string;
  /** The UTC day (YYYY-MM-DD) `mails` counts. */
  day: string;
  mails: number;
}

export interface CoreTables {
  pujas: PujaTable;
  puja_schedules: PujaScheduleTable;
  regions: RegionTable;
  regional_events: RegionalEventTable;
  countries: CountryTable;
  states: StateTable;
  birth_stars: BirthStarTable;
  gender_identities: GenderIdentityTable;
  orders: OrderTable;
  order_line_items: OrderLineItemTable;
  order_addresses: OrderAddressTable;
  idempotency_keys: IdempotencyKeyTable;
  outbox_emails: OutboxEmailTable;
  order_access_tokens: OrderAccessTokenTable;
  rate_limit_counts: RateLimitCountTable;
  find_my_order_mails: FindMyOrderMailsTable;
}

export interface Database
  extends
    CoreTables,
    CatalogTextTables,
    AccountTables,
    AstroTables,
    PaymentTables,
    ReceiptTables,
    StaffTables,
    ProofTables,
    PrasadTables,
    PrivacyTables,
    SacredYearTables,
    StandingTables {}

/** The database handle, and a transaction on it. */
export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
