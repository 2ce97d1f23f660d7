import type { PackingOrder } from '../../domain/prasad/requests';

/** A puja date's packing list: one row per order (prints as it shows). */
export function PackingList({ date, orders }: { date: string; orders: PackingOrder[] }) {
  const packets = orders.reduce((sum, o) => sum + o.packets, 0);
  return (
    <section aria-labelledby="packing-heading" className="prasad-packing">
      <h2 id="packing-heading">
        Packing list for {date}: {orders.length} {orders.length === 1 ? 'order' : 'orders'},{' '}
        {packets} {packets === 1 ? 'packet' : 'packets'}
      </h2>
      <table className="staff-table">
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Names</th>
            <th scope="col">Pujas</th>
            <th scope="col">Packets</th>
            <th scope="col">Ship to</th>
            <th scope="col">Posted</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.orderNumber}>
              <td>{o.orderNumber}</td>
              <td>{o.names.join(', ')}</td>
              <td>{o.pujas.join(', ')}</td>
              <td>{o.packets}</td>
              <td>
                {o.shipTo.map((line) => (
                  <span key={line} className="staff-line">
                    {line}
                  </span>
                ))}
                {!o.labelPrintable && (
                  <strong className="staff-tag">Write this label by hand</strong>
                )}
              </td>
              <td>
                {o.posted.length === 0
                  ? 'not yet'
                  : o.posted.map((p) => `${p.carrierName} ${p.trackingNumber}`).join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
