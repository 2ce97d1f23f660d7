import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ORDER_KINDS } from '../../../domain/constants';
import { formatUsd } from '../../../domain/money';
import type { OrderListRow } from '../../../domain/staff/orders';
import type { SelectOption } from '../../ui/form';
import { useStaff } from '../context';
import { StaffForm, useStaffForm, type FieldSpec } from '../form';
import { LoadedTable, type TableSpec } from '../LoadedTable';
import { useLoad } from '../use-load';
import { usePageTitle } from '../usePageTitle';

const STATUSES = ['PAID', 'PENDING', 'DECLINED', 'UNKNOWN', 'UNDER_REVIEW', 'VOIDED', 'REFUNDED'];

const NO_FILTER = { q: '', from: '', to: '', status: '', kind: '', pujaId: '', regionId: '' };
type Filter = typeof NO_FILTER;

interface Named {
  id: number;
  name: string;
}

/** A choice of values, "Any" first. */
const anyOf = (options: readonly SelectOption[]): SelectOption[] => [
  { value: '', label: 'Any' },
  ...options,
];
const named = (items: readonly Named[]) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));
const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const filterFields = (
  pujas: readonly Named[],
  regions: readonly Named[],
): FieldSpec<keyof Filter>[] => [
  { key: 'q', label: 'Order number, name or email' },
  { key: 'from', label: 'Puja date from', hint: 'YYYY-MM-DD', width: 'medium' },
  { key: 'to', label: 'Puja date to', hint: 'YYYY-MM-DD', width: 'medium' },
  { key: 'status', label: 'Status', kind: 'select', options: anyOf(plain(STATUSES)) },
  { key: 'kind', label: 'Kind', kind: 'select', options: anyOf(plain(ORDER_KINDS)) },
  { key: 'pujaId', id: 'puja', label: 'Puja', kind: 'select', options: anyOf(named(pujas)) },
  {
    key: 'regionId',
    id: 'region',
    label: 'Region',
    kind: 'select',
    options: anyOf(named(regions)),
  },
];

const ORDERS_TABLE: TableSpec<{ orders: OrderListRow[] }, OrderListRow> = {
  rowsOf: (data) => data.orders,
  rowKey: (o) => o.orderNumber,
  caption: 'Orders, newest first',
  captionHidden: true,
  empty: 'No orders match.',
  columns: [
    {
      header: 'Order',
      cell: (o) => <Link to={`/staff/orders/${o.orderNumber}`}>{o.orderNumber}</Link>,
    },
    { header: 'Placed', cell: (o) => o.createdAt.slice(0, 10) },
    { header: 'Name', cell: (o) => o.billingName },
    { header: 'Status', cell: (o) => o.status },
    {
      header: 'Puja dates',
      cell: (o) =>
        o.firstPujaDate === o.lastPujaDate
          ? o.firstPujaDate
          : `${o.firstPujaDate} to ${o.lastPujaDate}`,
    },
    { header: 'Total', cell: (o) => formatUsd(o.totalCents) },
  ],
};

export function OrdersPage() {
  usePageTitle('Orders');
  const { api } = useStaff();
  const filter = useStaffForm(NO_FILTER);
  const [query, setQuery] = useState('');
  const [state] = useLoad<{ orders: OrderListRow[] }>(api, `/orders${query}`);
  const [catalog] = useLoad<{ pujas: Named[]; regions: Named[] }>(api, '/catalog');
  const { pujas = [], regions = [] } = catalog.status === 'ready' ? catalog.data : {};

  function apply() {
    const chosen = Object.entries(filter.values).filter(([, v]) => v.trim() !== '');
    const params = new URLSearchParams(chosen);
    setQuery(params.size > 0 ? `?${params.toString()}` : '');
  }

  return (
    <>
      <h1>Orders</h1>
      <StaffForm
        id="orders"
        className="staff-filters"
        role="search"
        label="Find orders"
        fields={filterFields(pujas, regions)}
        form={filter}
        onSubmit={apply}
        submitLabel="Find"
      />
      <p>
        <a href={api.href(`/orders.csv${query}`)} download>
          Download these orders as CSV
        </a>
      </p>
      <LoadedTable state={state} table={ORDERS_TABLE} />
    </>
  );
}
