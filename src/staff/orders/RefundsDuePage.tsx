import { formatUsd } from '../../domain/money';
import { BookingRefundPanel } from './BookingRefundPanel';
import { useStaff } from '../context';
import { Status } from '../Status';
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
  return (
    <>
      <h1>Refunds due</h1>
      <p>
        Settled charges of cancelled astrology bookings. Refunding one gives the whole charge back
        to the devotee's card through the gateway and emails them.
      </p>
      <Status state={state}>
        {({ due }) =>
          due.length === 0 ? (
            <p>No refunds are due.</p>
          ) : (
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">Booking</th>
                  <th scope="col">Email</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Cancelled</th>
                  <th scope="col">Refund</th>
                </tr>
              </thead>
              <tbody>
                {due.map((d) => (
                  <tr key={d.bookingCode}>
                    <td>{d.bookingCode}</td>
                    <td>{d.email}</td>
                    <td>{formatUsd(d.amountCents)}</td>
                    <td>{d.cancelledAt.slice(0, 10)}</td>
                    <td>
                      <BookingRefundPanel
                        api={api}
                        bookingCode={d.bookingCode}
                        amountCents={d.amountCents}
                        onDone={reload}
                      />
                    </td>
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
