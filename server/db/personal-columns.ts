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
