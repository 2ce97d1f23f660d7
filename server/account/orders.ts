/**
 * The orders paid with the account's address, through the orders' one read
 * model, and the way into an order's My order page: a new link each time,
 * minted only for an order of the account's own address.
 */
import type { AccountOrder } from '../../domain/account';
import { accountOrderPagePath } from '../../domain/account';
import type { Db } from '../db/schema';
import { ORDERS_WITH_A_PAGE } from '../my-order';
import { mintOrderToken, ORDER_STATUS, readOrderRecordsPaidBy } from '../orders';

const STATUS_NAMES: Readonly<Record<string, AccountOrder['status']>> = {
  [ORDER_STATUS.paid]: 'paid',
  [ORDER_STATUS.refunded]: 'refunded',
  [ORDER_STATUS.voided]: 'voided',
};

export async function accountOrders(db: Db, email: string): Promise<AccountOrder[]> {
  const records = await readOrderRecordsPaidBy(db, email, ORDERS_WITH_A_PAGE);
  return records.map((order) => ({
    orderNumber: order.orderNumber,
    at: order.paidAt ?? order.createdAt,
    status: STATUS_NAMES[order.status] ?? 'paid',
    totalCents: order.totalCents,
    people: order.lines.map((line) => ({ name: line.name, puja: line.item, date: line.pujaDate })),
    pageUrl: accountOrderPagePath(order.orderNumber),
  }));
}

/** A new My order token for the account's order, or null when it is not one of its orders. */
export async function accountOrderToken(
  db: Db,
  email: string,
  orderNumber: string,
  now: Date,
): Promise<string | null> {
  const records = await readOrderRecordsPaidBy(db, email, ORDERS_WITH_A_PAGE);
  if (!records.some((order) => order.orderNumber === orderNumber)) return null;
  return db.transaction().execute((trx) => mintOrderToken(trx, orderNumber, now));
}
