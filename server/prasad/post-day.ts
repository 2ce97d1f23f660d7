/**
 * A puja date's post: every PAID puja or regional-puja order with a person on
 * that date and a prasad address, as the packing list and the label sheets
 * see it. An order with people on several dates is on each date's list; its
 * parcels so far are shown beside it.
 */
import type { Kysely } from 'kysely';
import { printableOnLabel } from '../../domain/prasad/label-sheets';
import type { PackingOrder } from '../../domain/prasad/requests';
import type { Database } from '../db/schema';
import { PAYMENT_STATUS } from '../payments';
import { PRASAD_KINDS, shipmentView } from './shipments';

type Db = Kysely<Database>;

const joined = (...parts: string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');

export async function postDay(db: Db, date: string): Promise<PackingOrder[]> {
  const items = await db
    .selectFrom('order_line_items as li')
    .innerJoin('orders as o', 'o.order_number', 'li.order_number')
    .innerJoin('order_addresses as a', (join) =>
      join.onRef('a.order_number', '=', 'li.order_number').on('a.type', '=', 'SHIPPING'),
    )
    .select(['li.order_number', 'li.first_name', 'li.last_name', 'li.item_name'])
    .where('li.puja_date', '=', date)
    .where('li.puja_id', '<>', -1)
    .where('o.status', '=', PAYMENT_STATUS.paid)
    .where('o.kind', 'in', PRASAD_KINDS)
    .where('o.prasad_declined', '=', 0)
    .where('a.address1', '<>', '')
    .orderBy('li.order_number')
    .orderBy('li.position')
    .execute();
  const numbers = [...new Set(items.map((i) => i.order_number))];
  if (numbers.length === 0) return [];
  const [addresses, parcels, countries] = await Promise.all([
    db
      .selectFrom('order_addresses')
      .selectAll()
      .where('order_number', 'in', numbers)
      .where('type', '=', 'SHIPPING')
      .execute(),
    db
      .selectFrom('prasad_shipments')
      .selectAll()
      .where('order_number', 'in', numbers)
      .orderBy('recorded_at')
      .execute(),
    db.selectFrom('countries').select(['code', 'name']).execute(),
  ]);
  const countryName = new Map(countries.map((c) => [c.code, c.name]));
  const orders = new Map<string, PackingOrder>();
  for (const item of items) {
    const order = orders.get(item.order_number) ?? {
      orderNumber: item.order_number,
      names: [],
      pujas: [],
      packets: 0,
      shipTo: [],
      labelPrintable: true,
      posted: [],
    };
    orders.set(item.order_number, order);
    const name = joined(item.first_name, item.last_name);
    if (name && !order.names.includes(name)) order.names.push(name);
    if (!order.pujas.includes(item.item_name)) order.pujas.push(item.item_name);
    order.packets += 1;
  }
  for (const a of addresses) {
    orders.get(a.order_number)!.shipTo = [
      joined(a.first_name, a.last_name),
      a.other_name,
      a.address1,
      a.address2,
      joined(a.city, a.state, a.postal_code),
      countryName.get(a.country) ?? a.country,
    ].filter((line) => line.trim() !== '');
    orders.get(a.order_number)!.labelPrintable = printableOnLabel(
      orders.get(a.order_number)!.shipTo.join(' '),
    );
  }
  for (const p of parcels) orders.get(p.order_number)!.posted.push(shipmentView(p));
  return [...orders.values()];
}
