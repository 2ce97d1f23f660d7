/**
 * "Order again"'s seed (domain/my-order.ts `OrderAgain`): the people's names,
 * birth and passing details and the addresses of an order, answered by a
 * request of its own, only when the devotee asks to order again, never with
 * the page's data.
 */
import type { Kysely } from 'kysely';
import { EMPTY_TIME_PART, OTHER_STATE, PRAYER_TYPE_CODES } from '../../domain/constants';
import type { OrderAgain } from '../../domain/my-order';
import type { Database } from '../db/schema';
import { readOrderRecord, type OrderAddress, type OrderLine } from '../orders';
import { erasedAt } from '../privacy';
import { asKind, ORDERS_WITH_A_PAGE } from './view';

const half = (value: string): 'AM' | 'PM' => (value === 'PM' ? 'PM' : 'AM');
const part = (value: string): string => (value === EMPTY_TIME_PART ? '' : value);

function personAgain(item: OrderLine): OrderAgain['people'][number] {
  return {
    firstName: item.firstName,
    lastName: item.lastName,
    departed: item.prayerTypeCode === PRAYER_TYPE_CODES.departed,
    birthStar: item.birthStar,
    birthDate: item.birthDate,
    birthPlace: item.birthPlace,
    birthTimeHour: part(item.birthTimeHour),
    birthTimeMinute: part(item.birthTimeMinute),
    whichHalfOfTheDay: half(item.whichHalfOfTheDay),
    starOnTheDayOfPassing: item.starOnTheDayOfPassing,
    dateOfPassing: item.dateOfPassing,
    placeOfPassing: item.placeOfPassing,
    passingTimeHour: part(item.passingTimeHour),
    passingTimeMinute: part(item.passingTimeMinute),
    passingWhichHalfOfTheDay: half(item.passingWhichHalfOfTheDay),
  };
}

/** A stored address in the wizard's draft shape (a state outside the list as OTHER). */
function addressAgain(row: OrderAddress | null): Record<string, string> | undefined {
  if (!row) return undefined;
  const other = row.otherName !== '';
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: other ? OTHER_STATE : row.state,
    stateOther: other ? row.otherName : '',
    postalCode: row.postalCode,
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
  const order = await readOrderRecord(db, orderNumber);
  if (!order || !ORDERS_WITH_A_PAGE.includes(order.status)) return null;
  const kind = asKind(order.kind);
  if (await erasedAt(db, 'ORDER', orderNumber)) return { kind, people: [] };
  const billing = addressAgain(order.billing);
  const shipping = addressAgain(order.shipping);
  return {
    kind,
    people: order.lines.map(personAgain),
    ...(billing && { billing }),
    ...(shipping && { shipping }),
  };
}
