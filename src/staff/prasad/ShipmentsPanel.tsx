import { useState, type FormEvent } from 'react';
import { CARRIER_CODES, CARRIERS } from '../../domain/prasad/carriers';
import type { ShipmentView } from '../../domain/prasad/requests';
import type { StaffApi } from '../../domain/staff/api-result';
import { useClock } from '../../ui/clock';
import { Button, SelectField, TextField } from '../../ui/form';
import { Notice, Status } from '../Status';
import { useLoad } from '../use-load';

const CARRIER_OPTIONS = CARRIER_CODES.map((code) => ({ value: code, label: CARRIERS[code].name }));

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
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [postedOn, setPostedOn] = useState(() => clock().toISOString().slice(0, 10));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);

  async function record(event: FormEvent) {
    event.preventDefault();
    const result = await api.call('POST', `/orders/${orderNumber}/shipments`, {
      carrier,
      trackingNumber,
      postedOn,
    });
    if (result.ok) {
      setErrors({});
      setTrackingNumber('');
      setNotice('Recorded; the devotee is emailed the tracking link.');
      reload();
      return;
    }
    const fields = result.error.fields ?? [];
    setErrors(Object.fromEntries(fields.map((f) => [f.path, f.message])));
    setNotice(fields.length > 0 ? null : result.error.message);
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
          <SelectField
            id="parcel-carrier"
            label="Carrier"
            value={carrier}
            onChange={setCarrier}
            options={CARRIER_OPTIONS}
            error={errors.carrier}
          />
          <TextField
            id="parcel-number"
            label="Tracking number"
            value={trackingNumber}
            onChange={setTrackingNumber}
            error={errors.trackingNumber}
          />
          <TextField
            id="parcel-posted-on"
            label="Posted on"
            hint="YYYY-MM-DD"
            width="medium"
            value={postedOn}
            onChange={setPostedOn}
            error={errors.postedOn}
          />
          <Button type="submit">Record the parcel</Button>
        </form>
      )}
      <Notice message={notice} />
    </section>
  );
}
