/**
 * Kysely table types of the astrology booking tables. Timestamps are ISO 8601
 * UTC strings, money is integer cents, flags are 0/1 integers (both engines).
 */

export interface AstroReadingTypeTable {
  id: number;
  code: string;
  name: string;
  summary: string;
  /** JSON array of strings: what the reading covers. */
  covers: string;
  duration_minutes: number;
  price_cents: number;
  /** How many people's birth details the reading takes (1 or 2). */
  people_count: number;
  sort_order: number;
  /** 1 while the price is a sample value the temple has not replaced. */
  is_sample: number;
  active: number;
}

export interface AstroAstrologerTable {
  id: number;
  name: string;
  bio: string;
  /** IANA zone in which the weekly availability is written. */
  time_zone: string;
  minimum_notice_minutes: number;
  buffer_minutes: number;
  horizon_days: number;
  /** The astrologer's own address: their emails go here; calendar invites name it as organiser. */
  email: string;
  active: number;
  /** Free time kept before each reading (buffer_minutes is the one after). */
  buffer_before_minutes: number;
  /** Most readings on one of the astrologer's days; 0 for no limit. */
  daily_limit: number;
  /** A standing video-room URL, or '' when a link is set per booking. */
  meeting_url: string;
  /** Secret of the astrologer's private calendar feed (regenerable). */
  feed_token: string;
}

export interface AstroOverrideTable {
  astrologer_id: number;
  /** YYYY-MM-DD in the astrologer's zone. */
  day: string;
  /** ADD (extra hours) or BLOCK (part of the day closed). */
  kind: string;
  /** "HH:MM" wall-clock, astrologer's zone; end exclusive. */
  start_time: string;
  end_time: string;
}

/** Which reading types an astrologer offers. */
export interface AstroOfferedTypeTable {
  astrologer_id: number;
  reading_type_id: number;
}

/**
 * Numbered places in a limited pool (an astrologer's day, an email's or a
 * client's unpaid holds). The primary key (scope, ticket) lets only `limit`
 * bookings hold a place at once, even under concurrent requests; a place
 * whose booking no longer counts is cleared before the next one is taken.
 */
export interface AstroTicketTable {
  /** e.g. "day:1:2027-03-14", "email:a@b.c", "client:203.0.113.9" */
  scope: string;
  ticket: number;
  booking_code: string;
}

export interface AstroAvailabilityTable {
  astrologer_id: number;
  /** 0 = Sunday … 6 = Saturday in the astrologer's zone. */
  weekday: number;
  /** "HH:MM" wall-clock, astrologer's zone; end exclusive. */
  start_time: string;
  end_time: string;
}

export interface AstroDayOffTable {
  astrologer_id: number;
  /** YYYY-MM-DD in the astrologer's zone. */
  day: string;
}

export interface AstroBookingTable {
  code: string;
  /** Random secret carried by the reschedule and calendar links. */
  access_token: string;
  reading_type_id: number;
  astrologer_id: number;
  start_utc: string;
  end_utc: string;
  /** HELD, CONFIRMED, CANCELLED */
  status: string;
  hold_expires_at: string;
  disclaimer_version: string;
  /** JSON array of Person (name, birth date, time, place). */
  people: string;
  contact_email: string;
  visitor_time_zone: string;
  reschedule_count: number;
  /** Grows with every change that sends a new calendar file. */
  ics_sequence: number;
  price_cents: number;
  invoice_number: string;
  /** NONE before any attempt, then the payment status vocabulary (server/payments/attempts). */
  payment_state: string;
  payment_trans_id: string | null;
  payment_message: string | null;
  /** HOLD_EXPIRED, VISITOR, PAYMENT_FAILED; '' while not cancelled. */
  cancel_reason: string;
  /** NONE, VOIDED, DUE (the office refunds a settled charge by hand). */
  refund_state: string;
  created_at: string;
  updated_at: string;
  confirmed_at: string | null;
  /** The devotee's question for the reading ('' when none). */
  question: string;
  /** A meeting link set for this booking; '' uses the astrologer's standing room. */
  meeting_url: string;
  /** After the reading: COMPLETED or NO_SHOW, marked by the astrologer; '' before. */
  outcome: string;
  /** The reason the devotee gave for the last move or the cancellation ('' when none). */
  change_reason: string;
  /** The client address that asked for the hold (for the limit on unpaid holds). */
  client_address: string;
  /** The visitor's language (domain/visitor-language.ts): the devotee's mails are written in it. */
  language: string;
}

/**
 * One row per fixed-size UTC cell an astrologer's booking (with its buffer)
 * occupies. The primary key (astrologer_id, cell_start) is what makes double
 * booking impossible: a second booking of any overlapping time fails to insert.
 */
export interface AstroOccupiedCellTable {
  astrologer_id: number;
  /** ISO 8601 UTC start of the cell. */
  cell_start: string;
  booking_code: string;
}

export interface AstroTables {
  astro_reading_types: AstroReadingTypeTable;
  astro_astrologers: AstroAstrologerTable;
  astro_availability: AstroAvailabilityTable;
  astro_days_off: AstroDayOffTable;
  astro_bookings: AstroBookingTable;
  astro_occupied_cells: AstroOccupiedCellTable;
  astro_overrides: AstroOverrideTable;
  astro_offered_types: AstroOfferedTypeTable;
  astro_tickets: AstroTicketTable;
}
