/** The console's, the CLI's and the mails' view of a stored order (domain/order-view.ts), from the read model. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { OrderView } from '../../domain/order-view';
import { readOrderRecord, type OrderAddress, type OrderRecord } from './read-model';

export type { OrderView };

/** The order's own row (no line items); undefined when there is none (checks before a change). */
export function orderRow(db: Kysely<Database>, orderNumber: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
}

function addressView({ type: _type, name: _name, ...address }: OrderAddress) {
  return address;
}

/** The record as the console shows it: every slot as sent, total also in dollars. */
export function orderViewOf(record: OrderRecord): OrderView {
  return {
    orderNumber: record.orderNumber,
    kind: record.kind,
    status: record.status,
    total: record.totalCents / 100,
    totalCents: record.totalCents,
    notes: record.notes,
    customerEmail: record.customerEmail,
    language: record.language,
    transId: record.transId,
    createdAt: record.createdAt,
    paidAt: record.paidAt,
    lineItems: record.slots.map((line) => ({
      position: line.position,
      pujaId: line.pujaId,
      regionId: line.regionId,
      item: line.item,
      cost: line.costCents / 100,
      pujaDate: line.pujaDate,
      requestedPujaDate: line.requestedPujaDate,
      firstName: line.firstName,
      lastName: line.lastName,
      birthStar: line.birthStar,
      birthDate: line.birthDate,
      birthPlace: line.birthPlace,
      birthTime: line.birthTime,
      prayerTypeCode: line.prayerTypeCode,
      starOnTheDayOfPassing: line.starOnTheDayOfPassing,
      dateOfPassing: line.dateOfPassing,
      placeOfPassing: line.placeOfPassing,
      passingTime: line.passingTime,
      customerNotes: line.customerNotes,
    })),
    addresses: Object.fromEntries(record.addresses.map((a) => [a.type, addressView(a)])),
    attempts: record.attempts,
  };
}

export async function readOrder(
  db: Kysely<Database>,
  orderNumber: string,
): Promise<OrderView | null> {
  const record = await readOrderRecord(db, orderNumber);
  return record && orderViewOf(record);
}
