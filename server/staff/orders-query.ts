/** The console's order list: filters on line items and orders, search by number, name or email. */
import type { Kysely } from 'kysely';
import type { OrderFilters, OrderListRow } from '../../domain/staff/orders';
import type { Database } from '../db/schema';
import { personName } from '../orders';

const LIST_LIMIT = 500;

export async function listOrders(
  db: Kysely<Database>,
  filters: OrderFilters,
): Promise<OrderListRow[]> {
  let query = db
    .selectFrom('orders as o')
    .leftJoin('order_addresses as b', (join) =>
      join.onRef('b.order_number', '=', 'o.order_number').on('b.type', '=', 'BILLING'),
    )
    .select([
      'o.order_number',
      'o.kind',
      'o.status',
      'o.created_at',
      'o.total_cents',
      'o.customer_email',
      'b.first_name',
      'b.last_name',
    ]);
  if (filters.status) query = query.where('o.status', '=', filters.status);
  if (filters.kind) query = query.where('o.kind', '=', filters.kind);
  const { from, to, pujaId, regionId } = filters;
  if (from || to || pujaId !== undefined || regionId !== undefined) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('order_line_items as li')
          .select('li.position')
          .whereRef('li.order_number', '=', 'o.order_number')
          .where('li.puja_id', '<>', -1)
          .$if(Boolean(from), (q) => q.where('li.puja_date', '>=', from!))
          .$if(Boolean(to), (q) => q.where('li.puja_date', '<=', to!))
          .$if(pujaId !== undefined, (q) => q.where('li.puja_id', '=', pujaId!))
          .$if(regionId !== undefined, (q) => q.where('li.region_id', '=', regionId!)),
      ),
    );
  }
  const q = filters.q?.trim();
  if (q) {
    const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('o.order_number', '=', q.toUpperCase()),
        eb(eb.fn('lower', ['o.customer_email']), 'like', like),
        eb(eb.fn('lower', ['b.first_name']), 'like', like),
        eb(eb.fn('lower', ['b.last_name']), 'like', like),
        eb.exists(
          eb
            .selectFrom('order_line_items as s')
            .select('s.position')
            .whereRef('s.order_number', '=', 'o.order_number')
            .where((inner) =>
              inner.or([
                inner(inner.fn('lower', ['s.first_name']), 'like', like),
                inner(inner.fn('lower', ['s.last_name']), 'like', like),
              ]),
            ),
        ),
      ]),
    );
  }
  const orders = await query.orderBy('o.created_at', 'desc').limit(LIST_LIMIT).execute();
  if (orders.length === 0) return [];
  const items = await db
    .selectFrom('order_line_items')
    .select(['order_number', 'puja_date'])
    .where(
      'order_number',
      'in',
      orders.map((o) => o.order_number),
    )
    .where('puja_id', '<>', -1)
    .execute();
  const byOrder = new Map<string, string[]>();
  for (const item of items) {
    const list = byOrder.get(item.order_number) ?? [];
    list.push(item.puja_date);
    byOrder.set(item.order_number, list);
  }
  return orders.map((o) => {
    const dates = (byOrder.get(o.order_number) ?? []).filter(Boolean).sort();
    return {
      orderNumber: o.order_number,
      kind: o.kind,
      status: o.status,
      createdAt: o.created_at,
      totalCents: o.total_cents,
      customerEmail: o.customer_email,
      billingName: personName(o.first_name, o.last_name),
      people: byOrder.get(o.order_number)?.length ?? 0,
      firstPujaDate: dates[0] ?? '',
      lastPujaDate: dates[dates.length - 1] ?? '',
    };
  });
}

const CSV_HEADER = [
  'Order',
  'Kind',
  'Status',
  'Placed (UTC)',
  'Total (USD)',
  'Billing name',
  'Email',
  'People',
  'First puja date',
  'Last puja date',
] as const;

export function ordersCsvRows(rows: OrderListRow[]) {
  return {
    header: CSV_HEADER,
    rows: rows.map((r) => [
      r.orderNumber,
      r.kind,
      r.status,
      r.createdAt,
      (r.totalCents / 100).toFixed(2),
      r.billingName,
      r.customerEmail,
      r.people,
      r.firstPujaDate,
      r.lastPujaDate,
    ]),
  };
}
