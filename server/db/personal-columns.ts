/**
 * The text columns of `order_line_items` and `order_addresses` that describe a person, as
 * migration 0001 creates them. Both the migration and the eraser (server/privacy/erase.ts) read
 * these lists, so a column cannot be created without being known to erasure. Frozen with 0001:
 * a later personal column comes with its own migration and is added to the eraser beside these.
 */

/** A devotee's birth details on a line item. */
export const BIRTH_COLUMNS = [
  'birth_star',
  'birth_date',
  'birth_place',
  'birth_time_hour',
  'birth_time_minute',
  'which_half_of_the_day',
] as const;

/** The details of a passing, for a puja in memory of someone. */
export const PASSING_COLUMNS = [
  'star_on_the_day_of_passing',
  'date_of_passing',
  'place_of_passing',
  'passing_time_hour',
  'passing_time_minute',
  'passing_which_half_of_the_day',
  'passing_time',
] as const;

/** An address's fields after the first and last name. */
export const ADDRESS_PERSONAL_COLUMNS = [
  'other_name',
  'address1',
  'address2',
  'city',
  'state',
  'postal_code',
  'country',
  'email',
  'phone',
] as const;

/**
 * A family person's birth and passing (migration 0025): each is kept whole or
 * not at all, so erasure deletes the row rather than blanking these.
 */
export const FAMILY_EVENT_COLUMNS = [
  'birth_date',
  'birth_time',
  'birth_place',
  'birth_lat',
  'birth_lon',
  'birth_time_zone',
  'birth_star',
  'birth_month_sign',
  'birth_tithi',
  'passing_date',
  'passing_time',
  'passing_place',
  'passing_lat',
  'passing_lon',
  'passing_time_zone',
  'passing_star',
  'passing_month_sign',
  'passing_tithi',
] as const;

/** Every personal column of the account's tables (migrations 0024 and 0025). */
export const ACCOUNT_PERSONAL_COLUMNS = {
  accounts: ['email', 'language'],
  account_sign_in_links: ['email'],
  family_people: ['name', 'relation', 'tradition', 'lunar_scheme', ...FAMILY_EVENT_COLUMNS],
} as const;

/**
 * The sacred year's personal columns (migration 0026): a reminder's day is
 * one of the person's days (their birth or passing, computed). The log is
 * deleted with the person and the account; exported with the account.
 */
export const SACRED_YEAR_PERSONAL_COLUMNS = {
  reminder_log: ['day'],
} as const;

/**
 * A standing offering's personal columns (migration 0027): whom the mails go
 * to, the person's day (their birth star and the Sun's sign at birth), the
 * card's last four. Erased with the order it was set up from; exported.
 */
export const STANDING_PERSONAL_COLUMNS = [
  'customer_email',
  'star_index',
  'sun_sign',
  'card_last4',
] as const;
