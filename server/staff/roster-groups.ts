/** The priests' roster of a puja date, grouped by puja: every person of every PAID order. */
import type { Kysely } from 'kysely';
import { PRAYER_TYPE_CODES } from '../../domain/constants';
import type { RosterGroup } from '../../domain/staff/orders';
import type { Database } from '../db/schema';
import { birthTime, ORDER_STATUS, personName } from '../orders';

export async function rosterGroups(db: Kysely<Database>, date: string): Promise<RosterGroup[]> {
  const rows = await db
    .selectFrom('order_line_items as li')
    .innerJoin('orders as o', 'o.order_number', 'li.order_number')
    .leftJoin('staff_performed as p', (join) =>
      join.onRef('p.order_number', '=', 'li.order_number').onRef('p.position', '=', 'li.position'),
    )
    .selectAll('li')
    .select('p.performed_at')
    .where('li.puja_date', '=', date)
    .where('li.puja_id', '<>', -1)
    .where('o.status', '=', ORDER_STATUS.paid)
    .orderBy('li.item_name')
    .orderBy('li.last_name')
    .orderBy('li.first_name')
    .orderBy('li.order_number')
    .execute();
  const groups = new Map<number, RosterGroup>();
  for (const row of rows) {
    const group = groups.get(row.puja_id) ?? {
      pujaId: row.puja_id,
      puja: row.item_name,
      people: [],
    };
    groups.set(row.puja_id, group);
    const departed = row.prayer_type_code === PRAYER_TYPE_CODES.departed;
    group.people.push({
      orderNumber: row.order_number,
      position: row.position,
      name: personName(row.first_name, row.last_name),
      birthStar: row.birth_star,
      birthDate: row.birth_date,
      birthTime: birthTime(row.birth_time_hour, row.birth_time_minute, row.which_half_of_the_day),
      birthPlace: row.birth_place,
      departed,
      passing: departed
        ? [
            row.star_on_the_day_of_passing && `star ${row.star_on_the_day_of_passing}`,
            row.date_of_passing && `on ${row.date_of_passing}`,
            row.place_of_passing && `at ${row.place_of_passing}`,
            row.passing_time,
          ]
            .filter(Boolean)
            .join(', ')
        : '',
      prayerRequest: row.customer_notes,
      performedAt: row.performed_at ?? null,
    });
  }
  return [...groups.values()];
}

export function rosterCsvRows(groups: RosterGroup[]) {
  return {
    header: [
      'Puja',
      'Name',
      'Departed',
      'Birth star',
      'Birth date',
      'Birth time',
      'Birth place',
      'Passing',
      'Prayer request',
      'Order',
      'Performed',
    ],
    rows: groups.flatMap((g) =>
      g.people.map((p) => [
        g.puja,
        p.name,
        p.departed ? 'yes' : '',
        p.birthStar,
        p.birthDate,
        p.birthTime,
        p.birthPlace,
        p.passing,
        p.prayerRequest,
        p.orderNumber,
        p.performedAt ?? '',
      ]),
    ),
  };
}
