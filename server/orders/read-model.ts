/**
 * The one read model of a stored order: the order, its people (the lines
 * chosen), its addresses and its payment attempts, amounts in cents, each
 * person's name built once. Receipts, My order, the console and the privacy
 * export read an order through it; `slots` keeps every line as it was sent
 * (blanks included) for the console and the export, which show the order as
 * the temple received it.
 */
import { NO_PUJA_ID } from '../../domain/constants';
import type { OrderView } from '../../domain/order-view';
import { DEFAULT_LANGUAGE, isLanguage } from '../../domain/visitor-language';
import type { Selectable } from 'kysely';
import type { Db, OrderAddressTable, OrderLineItemTable } from '../db/schema';

/** A person's name as every page, roster and receipt shows it: first and last, trimmed. */
export function personName(firstName: string | null, lastName: string | null): string {
  return [firstName ?? '', lastName ?? ''].join(' ').trim();
}

/** "10:30 AM" from the stored parts; '' when the hour was not given. */
export function birthTime(hour: string, minute: string, half: string): string {
  if (hour === '-1' || hour === '') return '';
  return `${hour}:${minute === '-1' ? '00' : minute} ${half}`;
}

/** One line of an order: the person, the puja and what it was paid under. */
export interface OrderLine {
  position: number;
  pujaId: number;
  regionalEventId: number | null;
  regionId: number | null;
  item: string;
  costCents: number;
  pujaDate: string;
  requestedPujaDate: string;
  firstName: string;
  lastName: string;
  /** First and last name, built once (personName). */
  name: string;
  birthStar: string;
  birthDate: string;
  birthPlace: string;
  birthTimeHour: string;
  birthTimeMinute: string;
  whichHalfOfTheDay: string;
  /** The birth time as text ("10:30 AM"), '' when not given. */
  birthTime: string;
  prayerTypeCode: string;
  starOnTheDayOfPassing: string;
  dateOfPassing: string;
  placeOfPassing: string;
  passingTimeHour: string;
  passingTimeMinute: string;
  passingWhichHalfOfTheDay: string;
  passingTime: string;
  customerNotes: string;
  /** The stored tax terms ('' until paid; server/receipts reads them). */
  taxTreatment: string;
  goodsDescription: string;
  goodsValueCents: number;
}

export interface OrderAddress {
  type: string;
  firstName: string;
  lastName: string;
  /** First and last name, built once (personName). */
  name: string;
  otherName: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  email: string;
  phone: string;
}

export type OrderAttempt = OrderView['attempts'][number];

/** The order's own facts as the console's view has them (but its total in dollars), and more. */
export interface OrderRecord extends Omit<OrderView, 'total' | 'lineItems' | 'addresses'> {
  cardType: string;
  cardNumber: string;
  prasadDeclined: boolean;
  /** The people chosen, by position (the blank slots left out). */
  lines: OrderLine[];
  /** Every stored line as sent, blanks included, by position. */
  slots: OrderLine[];
  billing: OrderAddress | null;
  shipping: OrderAddress | null;
  /** Every address by its type (BILLING, SHIPPING). */
  addresses: OrderAddress[];
}

type LineRow = Selectable<OrderLineItemTable>;
type AddressRow = Selectable<OrderAddressTable>;

function lineOf(row: LineRow): OrderLine {
  return {
    position: row.position,
    pujaId: row.puja_id,
    regionalEventId: row.regional_event_id,
    regionId: row.region_id,
    item: row.item_name,
    costCents: row.cost_cents,
    pujaDate: row.puja_date,
    requestedPujaDate: row.requested_puja_date,
    firstName: row.first_name,
    lastName: row.last_name,
    name: personName(row.first_name, row.last_name),
    birthStar: row.birth_star,
    birthDate: row.birth_date,
    birthPlace: row.birth_place,
    birthTimeHour: row.birth_time_hour,
    birthTimeMinute: row.birth_time_minute,
    whichHalfOfTheDay: row.which_half_of_the_day,
    birthTime: birthTime(row.birth_time_hour, row.birth_time_minute, row.which_half_of_the_day),
    prayerTypeCode: row.prayer_type_code,
    starOnTheDayOfPassing: row.star_on_the_day_of_passing,
    dateOfPassing: row.date_of_passing,
    placeOfPassing: row.place_of_passing,
    passingTimeHour: row.passing_time_hour,
    passingTimeMinute: row.passing_time_minute,
    passingWhichHalfOfTheDay: row.passing_which_half_of_the_day,
    passingTime: row.passing_time,
    customerNotes: row.customer_notes,
    taxTreatment: row.tax_treatment,
    goodsDescription: row.goods_description,
    goodsValueCents: row.goods_value_cents,
  };
}

function addressOf(row: AddressRow): OrderAddress {
  return {
    type: row.type,
    firstName: row.first_name,
    lastName: row.last_name,
    name: personName(row.first_name, row.last_name),
    otherName: row.other_name,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    postalCode: row.postal_code,
    country: row.country,
    email: row.email,
    phone: row.phone,
  };
}

/** The stored order as one record; null when there is none. */
export async function readOrderRecord(db: Db, orderNumber: string): Promise<OrderRecord | null> {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
  if (!order) return null;
  const [items, addressList, attempts] = await Promise.all([
    db
      .selectFrom('order_line_items')
      .selectAll()
      .where('order_number', '=', orderNumber)
      .orderBy('position')
      .execute(),
    db.selectFrom('order_addresses').selectAll().where('order_number', '=', orderNumber).execute(),
    db
      .selectFrom('payment_attempts')
      .select(['attempt', 'status as outcome', 'trans_id as transId', 'code'])
      .where('subject_kind', '=', 'ORDER')
      .where('subject_ref', '=', orderNumber)
      .orderBy('attempt')
      .execute(),
  ]);
  const slots = items.map(lineOf);
  const addresses = addressList.map(addressOf);
  return {
    orderNumber: order.order_number,
    kind: order.kind,
    status: order.status,
    totalCents: order.total_cents,
    notes: order.notes,
    customerEmail: order.customer_email,
    language: isLanguage(order.language) ? order.language : DEFAULT_LANGUAGE,
    transId: order.trans_id,
    createdAt: order.created_at,
    paidAt: order.paid_at,
    cardType: order.card_type,
    cardNumber: order.card_number,
    prasadDeclined: order.prasad_declined === 1,
    lines: slots.filter((line) => line.pujaId !== NO_PUJA_ID),
    slots,
    billing: addresses.find((a) => a.type === 'BILLING') ?? null,
    shipping: addresses.find((a) => a.type === 'SHIPPING') ?? null,
    addresses,
    attempts,
  };
}

/**
 * The orders paid with `email` (any case; paid, or refunded or voided since),
 * newest first, each as its one record: the devotee's account lists these.
 */
export async function readOrderRecordsPaidBy(
  db: Db,
  email: string,
  statuses: readonly string[],
): Promise<OrderRecord[]> {
  const rows = await db
    .selectFrom('orders')
    .select('order_number')
    .where((eb) => eb(eb.fn('lower', ['customer_email']), '=', email.trim().toLowerCase()))
    .where('status', 'in', [...statuses])
    .orderBy('created_at', 'desc')
    .orderBy('order_number', 'desc')
    .execute();
  const records = await Promise.all(rows.map((row) => readOrderRecord(db, row.order_number)));
  return records.filter((record): record is OrderRecord => record !== null);
}
