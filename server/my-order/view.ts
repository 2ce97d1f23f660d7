/** The view model of "My order" (domain/my-order.ts), built from what is stored. */
import type { Kysely, Selectable } from 'kysely';
import {
  EMPTY_TIME_PART,
  NO_PUJA_ID,
  OTHER_STATE,
  PRAYER_TYPE_CODES,
  type OrderKind,
} from '../../domain/constants';
import type { MyOrderView, OrderAgain } from '../../domain/my-order';
import { myOrderReceiptPath, myOrderRefundReceiptPath } from '../../domain/my-order-paths';
import { readTempleDetails } from '../catalog';
import type { Database, OrderAddressTable, OrderLineItemTable } from '../db/schema';
import { ORDER_STATUS, storedOrder } from '../orders';
import { erasedAt } from '../privacy';
import { assembleTimeline, type TimelineLine } from './timeline';

type Db = Kysely<Database>;

/** Orders that were paid (and maybe refunded since) have a page; others answer as unknown. */
export const ORDERS_WITH_A_PAGE: readonly string[] = [
  ORDER_STATUS.paid,
  ORDER_STATUS.refunded,
  ORDER_STATUS.voided,
];

const KINDS: readonly OrderKind[] = ['puja', 'recommendation', 'regionalPuja', 'regionalAstro'];
const asKind = (kind: string): OrderKind =>
  KINDS.includes(kind as OrderKind) ? (kind as OrderKind) : 'puja';

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
 * The page of a stored order, or null when it has none (unknown, or never
 * paid); `token` (the page's) makes the receipts' links.
 */
export async function buildMyOrderView(
  db: Db,
  orderNumber: string,
  token: string,
): Promise<MyOrderView | null> {
  const stored = await storedOrder(db, orderNumber);
  if (!stored || !ORDERS_WITH_A_PAGE.includes(stored.order.status)) return null;
  const { order, addresses } = stored;
  const items = stored.items.filter((item) => item.puja_id !== NO_PUJA_ID);
  const [refunds, regions, temple] = await Promise.all([
    db
      .selectFrom('staff_refunds')
      .select(['positions', 'amount_cents', 'created_at'])
      .where('order_number', '=', orderNumber)
      .orderBy('created_at')
      .execute(),
    db.selectFrom('regions').select(['id', 'name']).execute(),
    readTempleDetails(db),
  ]);
  // After erasure (retention or a request) the page says so and "Order again" starts empty.
  const erased = await erasedAt(db, 'ORDER', orderNumber);
  const regionName = new Map(regions.map((region) => [region.id, region.name]));
  const refundedPositions = refunds.flatMap((r) => JSON.parse(r.positions) as number[]);
  const wholeRefund = refunds.some((r) => (JSON.parse(r.positions) as number[]).length === 0);
  const lines: TimelineLine[] = items.map((item) => ({
    position: item.position,
    name: erased ? '' : `${item.first_name} ${item.last_name}`.trim(),
    puja: item.item_name,
    pujaId: item.puja_id,
    date: item.puja_date,
    place:
      item.region_id !== null
        ? (regionName.get(item.region_id) ?? temple.centreName)
        : temple.centreName,
  }));
  const receiptUrl = order.paid_at ? myOrderReceiptPath(token) : undefined;
  const billing = addressAgain(addresses.find((a) => a.type === 'BILLING'));
  const shipping = addressAgain(addresses.find((a) => a.type === 'SHIPPING'));
  const kind = asKind(order.kind);
  return {
    orderNumber,
    kind,
    status: order.status,
    people: items.map((item, index) => ({
      position: item.position,
      name: lines[index]?.name ?? '',
      departed: item.prayer_type_code === PRAYER_TYPE_CODES.departed,
      puja: item.item_name,
      date: /^\d{4}-\d{2}-\d{2}$/.test(item.puja_date) ? item.puja_date : '',
      costCents: item.cost_cents,
      refunded: wholeRefund || refundedPositions.includes(item.position),
    })),
    paidCents: order.total_cents,
    refundedCents: refunds.reduce((sum, r) => sum + r.amount_cents, 0),
    timeline: await assembleTimeline(db, {
      orderNumber,
      receivedAt: order.paid_at ?? order.created_at,
      lines,
      // Numbered as the receipts number them: in the order they were made, from 1.
      refunds: refunds.map((r, index) => ({
        amountCents: r.amount_cents,
        createdAt: r.created_at,
        receiptUrl: myOrderRefundReceiptPath(token, index + 1),
      })),
    }),
    ...(receiptUrl !== undefined && { receiptUrl }),
    ...(erased && { erasedAt: erased }),
    orderAgain: erased
      ? { kind, people: [] }
      : {
          kind,
          people: items.map(personAgain),
          ...(billing && { billing }),
          ...(shipping && { shipping }),
        },
  };
}
