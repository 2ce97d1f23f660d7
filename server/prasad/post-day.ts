/**
 * A puja date's post: every PAID puja or regional-puja order with a person on
 * that date and a prasad address, as the packing list and the label sheets
 * see it. An order with people on several dates is on each date's list; its
 * parcels so far are shown beside it, and the letters of its address that
 * no label font has (none, unless a script the PDFs do not print).
 */
import type { Kysely } from 'kysely';
import type { PackingOrder } from '../../domain/prasad/requests';
import type { Database } from '../db/schema';
import { PAYMENT_STATUS } from '../payments';
import { fontFaces, missingCharacters } from '../pdf';
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
      unprintable: [],
      posted: [],
    };
    orders.set(item.order_number, order);
    const name = joined(item.first_name, item.last_name);
    if (name && !order.names.includes(name)) order.names.push(name);
    if (!order.pujas.includes(item.item_name)) order.pujas.push(item.item_name);
    order.packets += 1;
  }
  const faces = await fontFaces('regular');
  for (const a of addresses) {
    const order = orders.get(a.order_number)!;
    order.shipTo = [
      joined(a.first_name, a.last_name),
      a.other_name,
      a.address1,
      a.address2,
      joined(a.city, a.state, a.postal_code),
      countryName.get(a.country) ?? a.country,
    ].filter((line) => line.trim() !== '');
    order.unprintable = missingCharacters(order.shipTo.join(' '), faces);
  }
  for (const p of parcels) orders.get(p.order_number)!.posted.push(shipmentView(p));
  return [...orders.values()];
}
