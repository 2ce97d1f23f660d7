import { useState, type FormEvent } from 'react';
import { CARRIER_CODES, CARRIERS } from '../../../domain/prasad/carriers';
import type { ShipmentView } from '../../../domain/prasad/requests';
import type { StaffApi } from '../../../domain/staff/api-result';
import { useClock } from '../../ui/clock';
import { Button } from '../../ui/form';
import { StaffFields, useStaffForm, type FieldSpec } from '../form';
import { Notice, Status } from '../Status';
import { useLoad } from '../use-load';

type Parcel = { carrier: string; trackingNumber: string; postedOn: string };

const PARCEL_FIELDS: readonly FieldSpec<keyof Parcel>[] = [
  {
    key: 'carrier',
    label: 'Carrier',
    kind: 'select',
    options: CARRIER_CODES.map((code) => ({ value: code, label: CARRIERS[code].name })),
  },
  { key: 'trackingNumber', id: 'number', label: 'Tracking number' },
  { key: 'postedOn', id: 'posted-on', label: 'Posted on', hint: 'YYYY-MM-DD', width: 'medium' },
];

/** An order's prasad parcels, and recording one (the devotee is emailed the tracking link). */
export function ShipmentsPanel({
  api,
  orderNumber,
  postable,
}: {
  api: StaffApi;
  orderNumber: string;
  /** A paid order with prasad to post (the form shows only then). */
  postable: boolean;
}) {
  const clock = useClock();
  const [state, reload] = useLoad<{ shipments: ShipmentView[] }>(
    api,
    `/orders/${orderNumber}/shipments`,
  );
  const form = useStaffForm<Parcel>({
    carrier: '',
    trackingNumber: '',
    postedOn: clock().toISOString().slice(0, 10),
  });
  const [notice, setNotice] = useState<string | null>(null);

  async function record(event: FormEvent) {
    event.preventDefault();
    const path = `/orders/${orderNumber}/shipments`;
    const result = await form.send(api.call('POST', path, form.values));
    if (result.ok) {
      form.setValues({ ...form.values, trackingNumber: '' });
      setNotice('Recorded; the devotee is emailed the tracking link.');
      reload();
      return;
    }
    setNotice(result.error.fields?.length ? null : result.error.message);
  }

  return (
    <section aria-labelledby="prasad-heading" className="staff-panel">
      <h2 id="prasad-heading">Prasad posted</h2>
      <Status state={state}>
        {({ shipments }) =>
          shipments.length === 0 ? (
            postable && <p>Not posted yet.</p>
          ) : (
            <ul>
              {shipments.map((s) => (
                <li key={`${s.carrier}${s.trackingNumber}`}>
                  {s.postedOn}, {s.carrierName}{' '}
                  <a href={s.trackingUrl} target="_blank" rel="noreferrer noopener">
                    {s.trackingNumber}
                  </a>{' '}
                  (recorded by {s.recordedBy})
                </li>
              ))}
            </ul>
          )
        }
      </Status>
      {!postable && <p>This order has no prasad to post.</p>}
      {postable && (
        <form onSubmit={(e) => void record(e)} aria-label="Record a parcel">
          <StaffFields id="parcel" fields={PARCEL_FIELDS} form={form} />
          <Button type="submit">Record the parcel</Button>
        </form>
      )}
      <Notice message={notice} />
    </section>
  );
}
