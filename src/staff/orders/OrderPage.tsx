import { useCallback, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatUsd } from '../../../domain/money';
import { Button, TextArea } from '../../ui/form';
import { useStaff } from '../context';
import { PerformedPanel } from '../PerformedPanel';
import { ProofList } from '../ProofList';
import { ShipmentsPanel } from '../prasad/ShipmentsPanel';
import { Notice, Status } from '../Status';
import { useLoad } from '../use-load';
import { usePageTitle } from '../usePageTitle';
import type { StaffOrderPage } from './order-types';
import { RefundPanel } from './RefundPanel';

export function OrderPage() {
  const { pathname } = useLocation();
  const orderNumber = pathname.split('/').pop()!.toUpperCase();
  usePageTitle(`Order ${orderNumber}`);
  const { api } = useStaff();
  const [state, reload] = useLoad<StaffOrderPage>(api, `/orders/${orderNumber}`);
  const [chosen, setChosen] = useState<number[]>([]);
  const [note, setNote] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = useCallback(() => reload(), [reload]);

  async function addNote(event: FormEvent) {
    event.preventDefault();
    const result = await api.call('POST', `/orders/${orderNumber}/notes`, { body: note });
    setNotice(result.ok ? 'Note added.' : result.error.message);
    if (result.ok) {
      setNote('');
      reload();
    }
  }
  async function resend() {
    const result = await api.call('POST', `/orders/${orderNumber}/resend-confirmation`, {});
    setNotice(result.ok ? 'The confirmation is on its way again.' : result.error.message);
    reload();
  }
  const toggle = (position: number) =>
    setChosen((list) =>
      list.includes(position) ? list.filter((p) => p !== position) : [...list, position],
    );

  return (
    <>
      <p>
        <Link to="/staff/orders">All orders</Link>
      </p>
      <h1>Order {orderNumber}</h1>
      <Notice message={notice} />
      <Status state={state}>
        {({ order, notes, performed, emails, refunds, proof }) => {
          const people = order.lineItems.filter((i) => i.pujaId !== -1);
          const refunded = new Set(
            refunds.flatMap((r) =>
              r.positions.length ? r.positions : people.map((p) => p.position),
            ),
          );
          const done = new Map(performed.map((p) => [p.position, p.performedAt]));
          const amountOf = (positions: number[] | null) =>
            positions
              ? people
                  .filter((p) => positions.includes(p.position))
                  .reduce((s, p) => s + Math.round(p.cost * 100), 0)
              : order.totalCents;
          return (
            <>
              <dl className="staff-facts">
                <dt>Status</dt>
                <dd>{order.status}</dd>
                <dt>Kind</dt>
                <dd>{order.kind}</dd>
                <dt>Placed</dt>
                <dd>{order.createdAt}</dd>
                <dt>Total</dt>
                <dd>{formatUsd(order.totalCents)}</dd>
                <dt>Email</dt>
                <dd>{order.customerEmail}</dd>
              </dl>
              {order.paidAt && (
                <p>
                  <a href={api.href(`/orders/${orderNumber}/receipt.pdf`)} download>
                    Download the receipt (PDF)
                  </a>
                </p>
              )}
              <h2>People</h2>
              <table className="staff-table">
                <thead>
                  <tr>
                    <th scope="col">Choose</th>
                    <th scope="col">Name</th>
                    <th scope="col">Puja</th>
                    <th scope="col">Date</th>
                    <th scope="col">Price</th>
                    <th scope="col">State</th>
                  </tr>
                </thead>
                <tbody>
                  {people.map((p) => {
                    const name = `${p.firstName} ${p.lastName}`;
                    return (
                      <tr key={p.position}>
                        <td>
                          <input
                            type="checkbox"
                            id={`person-${p.position}`}
                            aria-label={`Choose ${name}`}
                            checked={chosen.includes(p.position)}
                            disabled={refunded.has(p.position)}
                            onChange={() => toggle(p.position)}
                          />
                        </td>
                        <td>
                          {name}
                          {p.prayerTypeCode === 'DEPARTED' && (
                            <span className="staff-tag"> departed</span>
                          )}
                        </td>
                        <td>{p.item}</td>
                        <td>{p.pujaDate}</td>
                        <td>{formatUsd(Math.round(p.cost * 100))}</td>
                        <td>
                          {[
                            refunded.has(p.position) && 'refunded',
                            done.has(p.position) && 'performed',
                          ]
                            .filter(Boolean)
                            .join(', ') || 'booked'}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              <PerformedPanel
                api={api}
                label={`Mark the chosen people performed (${chosen.length})`}
                scope={chosen.length ? { kind: 'people', orderNumber, positions: chosen } : null}
                onDone={refresh}
              />
              <ProofList
                api={api}
                photos={proof.flatMap((p) => p.photos)}
                videoUrls={proof.flatMap((p) => p.videoUrls)}
                onDone={refresh}
              />
              {order.status === 'PAID' && (
                <RefundPanel
                  api={api}
                  orderNumber={orderNumber}
                  chosen={chosen.filter((p) => !refunded.has(p))}
                  amountOf={amountOf}
                  onDone={refresh}
                />
              )}
              <ShipmentsPanel
                api={api}
                orderNumber={orderNumber}
                postable={
                  order.status === 'PAID' &&
                  ['puja', 'regionalPuja'].includes(order.kind) &&
                  Boolean(order.addresses.SHIPPING?.address1)
                }
              />
              <h2>Refunds</h2>
              {refunds.length === 0 ? (
                <p>None.</p>
              ) : (
                <ul>
                  {refunds.map((r, index) => (
                    <li key={r.createdAt}>
                      {r.outcome} {formatUsd(r.amountCents)} on {r.createdAt.slice(0, 10)}:{' '}
                      {r.reason}{' '}
                      <a
                        href={api.href(`/orders/${orderNumber}/refunds/${index + 1}/receipt.pdf`)}
                        download
                      >
                        Refund receipt {index + 1} (PDF)
                      </a>
                    </li>
                  ))}
                </ul>
              )}
              <h2>Addresses</h2>
              <div className="staff-columns">
                {(['BILLING', 'SHIPPING'] as const).map((type) => {
                  const a = order.addresses[type];
                  return (
                    <section
                      key={type}
                      aria-label={
                        type === 'BILLING' ? 'Billing address' : 'Prasad (shipping) address'
                      }
                    >
                      <h3>{type === 'BILLING' ? 'Billing' : 'Prasad (shipping)'}</h3>
                      {a ? (
                        <address>
                          {[
                            `${a.firstName} ${a.lastName}`,
                            a.address1,
                            a.address2,
                            `${a.city} ${a.state} ${a.postalCode}`,
                            a.country,
                            a.email,
                            a.phone,
                          ]
                            .filter((l) => l && l.trim())
                            .map((line) => (
                              <span key={line} className="staff-line">
                                {line}
                              </span>
                            ))}
                        </address>
                      ) : (
                        <p>None given.</p>
                      )}
                    </section>
                  );
                })}
              </div>
              <h2>Payment attempts</h2>
              <ul>
                {order.attempts.map((a) => (
                  <li key={a.attempt}>
                    Attempt {a.attempt}: {a.outcome}
                    {a.transId ? ` (transaction ${a.transId})` : ''}
                  </li>
                ))}
              </ul>
              <h2>Emails sent</h2>
              <ul>
                {emails.map((e) => (
                  <li key={`${e.createdAt}${e.subject}`}>
                    {e.createdAt.slice(0, 16).replace('T', ' ')}: {e.subject} to {e.to} (
                    {e.status.toLowerCase()})
                  </li>
                ))}
              </ul>
              <Button type="button" variant="secondary" onClick={() => void resend()}>
                Resend the confirmation
              </Button>
              <h2>Notes</h2>
              <ul>
                {notes.map((n) => (
                  <li key={n.createdAt}>
                    {n.createdAt.slice(0, 16).replace('T', ' ')}, {n.author}: {n.body}
                  </li>
                ))}
              </ul>
              <form onSubmit={(e) => void addNote(e)}>
                <TextArea
                  id="order-note"
                  label="Add a note"
                  value={note}
                  onChange={setNote}
                  rows={2}
                />
                <Button type="submit">Save the note</Button>
              </form>
            </>
          );
        }}
      </Status>
    </>
  );
}
