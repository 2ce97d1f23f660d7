import type { PackingOrder } from '../../../domain/prasad/requests';
import { DataTable, type Column } from '../../ui/DataTable';

const COLUMNS: readonly Column<PackingOrder>[] = [
  { header: 'Order', cell: (o) => o.orderNumber },
  { header: 'Names', cell: (o) => o.names.join(', ') },
  { header: 'Pujas', cell: (o) => o.pujas.join(', ') },
  { header: 'Packets', cell: (o) => o.packets },
  {
    header: 'Ship to',
    cell: (o) => (
      <>
        {o.shipTo.map((line) => (
          <span key={line} className="staff-line">
            {line}
          </span>
        ))}
        {o.unprintable.length > 0 && (
          <strong className="staff-tag">
            No label font has {o.unprintable.join(' ')}: the label sheet is refused while this
            address is on it
          </strong>
        )}
      </>
    ),
  },
  {
    header: 'Posted',
    cell: (o) =>
      o.posted.length === 0
        ? 'not yet'
        : o.posted.map((p) => `${p.carrierName} ${p.trackingNumber}`).join(', '),
  },
];

/** A puja date's packing list: one row per order (prints as it shows). */
export function PackingList({ date, orders }: { date: string; orders: PackingOrder[] }) {
  const packets = orders.reduce((sum, o) => sum + o.packets, 0);
  return (
    <section aria-labelledby="packing-heading" className="prasad-packing">
      <h2 id="packing-heading">
        Packing list for {date}: {orders.length} {orders.length === 1 ? 'order' : 'orders'},{' '}
        {packets} {packets === 1 ? 'packet' : 'packets'}
      </h2>
      <DataTable
        className="staff-table"
        rows={orders}
        columns={COLUMNS}
        rowKey={(o) => o.orderNumber}
      />
    </section>
  );
}
