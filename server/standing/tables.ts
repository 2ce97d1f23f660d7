/** The standing offerings' tables (migrations 0027 and 0028). */
export interface StandingOfferingTable {
  id: string;
  status: string;
  source_order_number: string;
  source_position: number;
  family_person_id: string | null;
  puja_id: number;
  day_rule: string;
  tradition: string | null;
  until_date: string;
  agreed_cents: number;
  customer_profile_id: string;
  payment_profile_id: string;
  card_type: string;
  language: string;
  paused_dates: string;
  manage_token_hash: string;
  cancelled_at: string | null;
  customer_email: string;
  star_index: number | null;
  sun_sign: number | null;
  card_last4: string;
  created_at: string;
  updated_at: string;
}

export interface StandingChargeTable {
  offering_id: string;
  puja_date: string;
  status: string;
  order_number: string | null;
  tries: number;
  next_try_at: string | null;
  failure_code: string | null;
  created_at: string;
  updated_at: string;
}

export interface StandingTables {
  standing_offerings: StandingOfferingTable;
  standing_charges: StandingChargeTable;
}
