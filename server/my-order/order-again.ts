/**
 * "Order again"'s seed (domain/my-order.ts `OrderAgain`): the people's names,
 * birth and passing details and the addresses of an order, answered by a
 * request of its own, only when the devotee asks to order again, never with
 * the page's data.
 */
import type { Kysely, Selectable } from 'kysely';
import {
  EMPTY_TIME_PART,
  NO_PUJA_ID,
  OTHER_STATE,
  PRAYER_TYPE_CODES,
} from '../../domain/constants';
import type { OrderAgain } from '../../domain/my-order';
import type { Database, OrderAddressTable, OrderLineItemTable } from '../db/schema';
import { storedOrder } from '../orders';
import { erasedAt } from '../privacy';
import { asKind, ORDERS_WITH_A_PAGE } from './view';

const half = (value: string): 'AM' | 'PM' => (value === 'PM' ? 'PM' : 'AM');
const part = (value: string): string => (value === EMPTY_TIME_PART ? '' : value);

function personAgain(item: Selectable<OrderLineItemTable>): OrderAgain['people'][number] {
  return {
    firstName: item.first_name,
    lastName: item.last_name,
    departed: item.prayer_type_code === PRAYER_TYPE_CODES.departed,
    birthStar: item.birth_star,
    birthDate: item.birth_date,
    birthPlace: item.birth_place,
    birthTimeHour: part(item.birth_time_hour),
    birthTimeMinute: part(item.birth_time_minute),
    whichHalfOfTheDay: half(item.which_half_of_the_day),
    starOnTheDayOfPassing: item.star_on_the_day_of_passing,
    dateOfPassing: item.date_of_passing,
    placeOfPassing: item.place_of_passing,
    passingTimeHour: part(item.passing_time_hour),
    passingTimeMinute: part(item.passing_time_minute),
    passingWhichHalfOfTheDay: half(item.passing_which_half_of_the_day),
  };
}

/** A stored address in the wizard's draft shape (a state outside the list as OTHER). */
function addressAgain(row: OrderAddressTable | undefined): Record<string, string> | undefined {
  if (!row) return undefined;
  const other = row.other_name !== '';
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: other ? OTHER_STATE : row.state,
    stateOther: other ? row.other_name : '',
    postalCode: row.postal_code,
    country: row.country,
    email: row.email,
    phone: row.phone,
  };
}

/**
 * The seed of a stored order that has a page, or null; after erasure it names
 * no one ("Order again" then starts empty).
 */
export async function buildOrderAgain(
  db: Kysely<Database>,
  orderNumber: string,
): Promise<OrderAgain | null> {
  const stored = await storedOrder(db, orderNumber);
  if (!stored || !ORDERS_WITH_A_PAGE.includes(stored.order.status)) return null;
  const kind = asKind(stored.order.kind);
  if (await erasedAt(db, 'ORDER', orderNumber)) return { kind, people: [] };
  const billing = addressAgain(stored.addresses.find((a) => a.type === 'BILLING'));
  const shipping = addressAgain(stored.addresses.find((a) => a.type === 'SHIPPING'));
  return {
    kind,
    people: stored.items.filter((item) => item.puja_id !== NO_PUJA_ID).map(personAgain),
    ...(billing && { billing }),
    ...(shipping && { shipping }),
  };
}
