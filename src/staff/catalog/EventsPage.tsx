import { useState, type FormEvent } from 'react';
import { formatUsd } from '../../domain/money';
import type { CatalogEvent } from '../../domain/staff/catalog';
import { Button, SelectField, TextArea, TextField } from '../../ui/form';
import { useStaff } from '../context';
import { Notice, Status } from '../Status';
import { useLoad } from '../use-load';
import { usePageTitle } from '../usePageTitle';

interface Region {
  id: number;
  name: string;
}

const EMPTY = {
  regionId: '',
  kind: 'PUJA',
  name: '',
  title: '',
  hostedBy: '',
  localDate: '',
  localTime: '10:00',
  timeZone: 'America/Los_Angeles',
  cutoffHours: '48',
  contactEmail: '',
  informationUrl: '',
  detailsHtml: '',
  price: '',
  description: '',
};

export function EventsPage() {
  usePageTitle('Regional events');
  const { api } = useStaff();
  const [state, reload] = useLoad<{ regions: Region[]; events: CatalogEvent[] }>(api, '/catalog');
  const [form, setForm] = useState(EMPTY);
  const [region, setRegion] = useState('');
  const [errors, setErrors] = useState<{ path: string; message: string }[]>([]);
  const [preview, setPreview] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const set = (key: keyof typeof EMPTY) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value }));
  const errorFor = (path: string) => errors.find((e) => e.path === path)?.message;

  async function addRegion(event: FormEvent) {
    event.preventDefault();
    const result = await api.call('POST', '/regions', { name: region });
    setNotice(result.ok ? `Added the region ${region}.` : result.error.message);
    if (result.ok) {
      setRegion('');
      reload();
    }
  }
  async function showPreview() {
    const result = await api.call<{ html: string }>('POST', '/events/preview', {
      detailsHtml: form.detailsHtml,
    });
    setPreview(result.ok ? result.data.html : null);
  }
  async function create(event: FormEvent) {
    event.preventDefault();
    const { price, cutoffHours, regionId, ...rest } = form;
    const result = await api.call('POST', '/events', {
      ...rest,
      regionId: Number(regionId),
      cutoffHours: Number(cutoffHours),
      costCents: Math.round(Number(price) * 100),
    });
    setErrors(
      result.ok ? [] : (result.error.fields ?? [{ path: '(form)', message: result.error.message }]),
    );
    if (result.ok) {
      setNotice(`Created ${form.title}: it is offered on the site now.`);
      setForm(EMPTY);
      setPreview(null);
      reload();
    }
  }

  return (
    <>
      <h1>Regional events</h1>
      <Notice message={notice} />
      <Status state={state}>
        {({ regions, events }) => (
          <>
            <table className="staff-table">
              <caption>Events</caption>
              <thead>
                <tr>
                  <th scope="col">Event</th>
                  <th scope="col">Region</th>
                  <th scope="col">Kind</th>
                  <th scope="col">When (UTC)</th>
                  <th scope="col">Price</th>
                </tr>
              </thead>
              <tbody>
                {events.map((e) => (
                  <tr key={e.id}>
                    <td>
                      {e.title}: {e.name}{' '}
                      {e.isSample && <span className="staff-tag">(sample)</span>}
                    </td>
                    <td>{regions.find((r) => r.id === e.regionId)?.name}</td>
                    <td>{e.kind}</td>
                    <td>{e.eventDate.slice(0, 16).replace('T', ' ')}</td>
                    <td>{formatUsd(e.costCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <form className="staff-panel" onSubmit={(e) => void addRegion(e)}>
              <h2>Add a region</h2>
              <TextField id="region-name" label="Region name" value={region} onChange={setRegion} />
              <Button type="submit" variant="secondary">
                Add the region
              </Button>
            </form>
            <form className="staff-panel" onSubmit={(e) => void create(e)} noValidate>
              <h2>New event</h2>
              {errorFor('(form)') && <p role="alert">{errorFor('(form)')}</p>}
              <SelectField
                id="event-regionId"
                label="Region"
                value={form.regionId}
                onChange={set('regionId')}
                error={errorFor('regionId')}
                options={regions.map((r) => ({ value: String(r.id), label: r.name }))}
              />
              <SelectField
                id="event-kind"
                label="Kind"
                value={form.kind}
                onChange={set('kind')}
                options={[
                  { value: 'PUJA', label: 'Puja' },
                  { value: 'ASTRO', label: 'Astrology session' },
                ]}
              />
              <TextField
                id="event-title"
                label="Event title"
                value={form.title}
                onChange={set('title')}
                error={errorFor('title')}
              />
              <TextField
                id="event-name"
                label="Offering"
                value={form.name}
                onChange={set('name')}
                error={errorFor('name')}
              />
              <TextField
                id="event-hostedBy"
                label="Hosted by"
                value={form.hostedBy}
                onChange={set('hostedBy')}
                error={errorFor('hostedBy')}
              />
              <TextField
                id="event-localDate"
                label="Local date"
                hint="YYYY-MM-DD"
                width="medium"
                value={form.localDate}
                onChange={set('localDate')}
                error={errorFor('localDate')}
              />
              <TextField
                id="event-localTime"
                label="Local time"
                hint="HH:MM, 24-hour"
                width="narrow"
                value={form.localTime}
                onChange={set('localTime')}
                error={errorFor('localTime')}
              />
              <TextField
                id="event-timeZone"
                label="Time zone"
                hint="e.g. America/Chicago"
                value={form.timeZone}
                onChange={set('timeZone')}
                error={errorFor('timeZone')}
              />
              <TextField
                id="event-cutoffHours"
                label="Orders close this many hours before"
                width="narrow"
                value={form.cutoffHours}
                onChange={set('cutoffHours')}
                error={errorFor('cutoffHours')}
              />
              <TextField
                id="event-contactEmail"
                label="Contact email"
                type="email"
                value={form.contactEmail}
                onChange={set('contactEmail')}
                error={errorFor('contactEmail')}
              />
              <TextField
                id="event-informationUrl"
                label="Information link"
                hint="https:// or http:// only"
                value={form.informationUrl}
                onChange={set('informationUrl')}
                error={errorFor('informationUrl')}
              />
              <TextField
                id="event-price"
                label="Price (US dollars)"
                width="medium"
                value={form.price}
                onChange={set('price')}
                error={errorFor('costCents')}
              />
              <TextArea
                id="event-description"
                label="Description"
                value={form.description}
                onChange={set('description')}
                rows={2}
              />
              <TextArea
                id="event-detailsHtml"
                label="Details (HTML: paragraphs, lists, links)"
                hint="Anything else is removed when saved"
                value={form.detailsHtml}
                onChange={set('detailsHtml')}
                rows={4}
              />
              <Button type="button" variant="secondary" onClick={() => void showPreview()}>
                Preview the details
              </Button>
              {preview !== null && (
                <section aria-label="Preview of the details" className="staff-preview">
                  {/* Sanitised by the server: the same HTML the site will show. */}
                  <div dangerouslySetInnerHTML={{ __html: preview }} />
                </section>
              )}
              <Button type="submit">Create the event</Button>
            </form>
          </>
        )}
      </Status>
    </>
  );
}
