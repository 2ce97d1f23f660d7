/**
 * The console's actions that only a paid order allows (marking performed,
 * refunding, resending the confirmation) refuse the same way: 404 for an
 * unknown order, 409 NOT_PAID for one not paid.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http';
import { ORDER_STATUS, orderRow } from '../orders';

/** The order when it exists and is paid; `allows` ends the refusal "Only a paid order …". */
export function refuseUnpaid<Order extends { status: string }>(
  order: Order | null | undefined,
  orderNumber: string,
  allows: string,
): Order {
  if (!order) throw new ApiError(404, 'NOT_FOUND', `No order ${orderNumber}`);
  if (order.status !== ORDER_STATUS.paid) {
    throw new ApiError(409, 'NOT_PAID', `Only a paid order ${allows}`);
  }
  return order;
}

/** The order's stored row, refused as refuseUnpaid says unless it is paid. */
export async function paidOrderRow(db: Kysely<Database>, orderNumber: string, allows: string) {
  return refuseUnpaid(await orderRow(db, orderNumber), orderNumber, allows);
}
