import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { formatUsd } from '../../domain/money';
import { ORDER_KINDS } from '../../domain/constants';
import type { OrderListRow } from '../../domain/staff/orders';
import { Button, SelectField, TextField } from '../../ui/form';
import { useStaff } from '../context';
import { Status } from '../Status';
import { useLoad } from '../use-load';
import { usePageTitle } from '../usePageTitle';

const STATUSES = ['PAID', 'PENDING', 'DECLINED', 'UNKNOWN', 'UNDER_REVIEW', 'VOIDED', 'REFUNDED'];

export function OrdersPage() {
  usePageTitle('Orders');
  const { api } = useStaff();
  const [form, setForm] = useState({
    q: '',
    from: '',
    to: '',
    status: '',
    kind: '',
    pujaId: '',
    regionId: '',
  });
  const [query, setQuery] = useState('');
  const [state] = useLoad<{ orders: OrderListRow[] }>(api, `/orders${query}`);
  const [catalog] = useLoad<{
    pujas: { id: number; name: string }[];
    regions: { id: number; name: string }[];
  }>(api, '/catalog');
  const pujas = catalog.status === 'ready' ? catalog.data.pujas : [];
  const regions = catalog.status === 'ready' ? catalog.data.regions : [];
  const set = (key: keyof typeof form) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value }));

  function apply(event: FormEvent) {
    event.preventDefault();
    const params = new URLSearchParams(Object.entries(form).filter(([, v]) => v.trim() !== ''));
    setQuery(params.size > 0 ? `?${params.toString()}` : '');
  }

  return (
    <>
      <h1>Orders</h1>
      <form className="staff-filters" onSubmit={apply} role="search" aria-label="Find orders">
        <TextField
          id="orders-q"
          label="Order number, name or email"
          value={form.q}
          onChange={set('q')}
        />
        <TextField
          id="orders-from"
          label="Puja date from"
          hint="YYYY-MM-DD"
          width="medium"
          value={form.from}
          onChange={set('from')}
        />
        <TextField
          id="orders-to"
          label="Puja date to"
          hint="YYYY-MM-DD"
          width="medium"
          value={form.to}
          onChange={set('to')}
        />
        <SelectField
          id="orders-status"
          label="Status"
          value={form.status}
          onChange={set('status')}
          options={[{ value: '', label: 'Any' }, ...STATUSES.map((s) => ({ value: s, label: s }))]}
        />
        <SelectField
          id="orders-kind"
          label="Kind"
          value={form.kind}
          onChange={set('kind')}
          options={[
            { value: '', label: 'Any' },
            ...ORDER_KINDS.map((k) => ({ value: k, label: k })),
          ]}
        />
        <SelectField
          id="orders-puja"
          label="Puja"
          value={form.pujaId}
          onChange={set('pujaId')}
          options={[
            { value: '', label: 'Any' },
            ...pujas.map((p) => ({ value: String(p.id), label: p.name })),
          ]}
        />
        <SelectField
          id="orders-region"
          label="Region"
          value={form.regionId}
          onChange={set('regionId')}
          options={[
            { value: '', label: 'Any' },
            ...regions.map((r) => ({ value: String(r.id), label: r.name })),
          ]}
        />
        <Button type="submit">Find</Button>
      </form>
      <p>
        <a href={api.href(`/orders.csv${query}`)} download>
          Download these orders as CSV
        </a>
      </p>
      <Status state={state}>
        {({ orders }) =>
          orders.length === 0 ? (
            <p>No orders match.</p>
          ) : (
            <table className="staff-table">
              <caption className="visually-hidden">Orders, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Placed</th>
                  <th scope="col">Name</th>
                  <th scope="col">Status</th>
                  <th scope="col">Puja dates</th>
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((o) => (
                  <tr key={o.orderNumber}>
                    <td>
                      <Link to={`/staff/orders/${o.orderNumber}`}>{o.orderNumber}</Link>
                    </td>
                    <td>{o.createdAt.slice(0, 10)}</td>
                    <td>{o.billingName}</td>
                    <td>{o.status}</td>
                    <td>
                      {o.firstPujaDate === o.lastPujaDate
                        ? o.firstPujaDate
                        : `${o.firstPujaDate} to ${o.lastPujaDate}`}
                    </td>
                    <td>{formatUsd(o.totalCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Status>
    </>
  );
}
