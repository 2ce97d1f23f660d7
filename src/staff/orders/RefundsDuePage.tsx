import { formatUsd } from '../../../domain/money';
import { BookingRefundPanel } from './BookingRefundPanel';
import { useStaff } from '../context';
import { LoadedTable, type TableSpec } from '../LoadedTable';
import { useLoad } from '../use-load';
import { usePageTitle } from '../usePageTitle';

interface Due {
  bookingCode: string;
  email: string;
  amountCents: number;
  startUtc: string;
  cancelledAt: string;
}

/** Settled charges of cancelled astrology bookings, refunded through the gateway from here. */
export function RefundsDuePage() {
  usePageTitle('Refunds due');
  const { api } = useStaff();
  const [state, reload] = useLoad<{ due: Due[] }>(api, '/refunds-due');
  const table: TableSpec<{ due: Due[] }, Due> = {
    rowsOf: (data) => data.due,
    empty: 'No refunds are due.',
    rowKey: (d) => d.bookingCode,
    columns: [
      { header: 'Booking', cell: (d) => d.bookingCode },
      { header: 'Email', cell: (d) => d.email },
      { header: 'Amount', cell: (d) => formatUsd(d.amountCents) },
      { header: 'Cancelled', cell: (d) => d.cancelledAt.slice(0, 10) },
      {
        header: 'Refund',
        cell: (d) => (
          <BookingRefundPanel
            api={api}
            bookingCode={d.bookingCode}
            amountCents={d.amountCents}
            onDone={reload}
          />
        ),
      },
    ],
  };
  return (
    <>
      <h1>Refunds due</h1>
      <p>
        Settled charges of cancelled astrology bookings. Refunding one gives the whole charge back
        to the devotee's card through the gateway and emails them.
      </p>
      <LoadedTable state={state} table={table} />
    </>
  );
}
