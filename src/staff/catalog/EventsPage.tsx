import { useState } from 'react';
import { formatUsd } from '../../../domain/money';
import { dollarTextToCents } from '../../../domain/money-input';
import type { CatalogEvent } from '../../../domain/staff/catalog';
import { DataTable, type Column } from '../../ui/DataTable';
import { Button, type SelectOption } from '../../ui/form';
import { useStaff } from '../context';
import { StaffForm, useAddForm, useStaffForm, type AddFormSpec, type FieldSpec } from '../form';
import { TaxTermsForm } from './TaxTermsForm';
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
type EventForm = typeof EMPTY;

const NEW_REGION = { name: '' };

const REGION_FORM: AddFormSpec<typeof NEW_REGION> = {
  id: 'region',
  path: '/regions',
  heading: 'Add a region',
  fields: [{ key: 'name', label: 'Region name' }],
  submitLabel: 'Add the region',
  submitVariant: 'secondary',
  addedNotice: ({ name }) => `Added the region ${name}.`,
};

const eventFields = (regions: readonly SelectOption[]): readonly FieldSpec<keyof EventForm>[] => [
  { key: 'regionId', label: 'Region', kind: 'select', options: regions },
  {
    key: 'kind',
    label: 'Kind',
    kind: 'select',
    options: [
      { value: 'PUJA', label: 'Puja' },
      { value: 'ASTRO', label: 'Astrology session' },
    ],
  },
  { key: 'title', label: 'Event title' },
  { key: 'name', label: 'Offering' },
  { key: 'hostedBy', label: 'Hosted by' },
  { key: 'localDate', label: 'Local date', hint: 'YYYY-MM-DD', width: 'medium' },
  { key: 'localTime', label: 'Local time', hint: 'HH:MM, 24-hour', width: 'narrow' },
  { key: 'timeZone', label: 'Time zone', hint: 'e.g. America/Chicago' },
  { key: 'cutoffHours', label: 'Orders close this many hours before', width: 'narrow' },
  { key: 'contactEmail', label: 'Contact email', type: 'email' },
  { key: 'informationUrl', label: 'Information link', hint: 'https:// or http:// only' },
  { key: 'price', label: 'Price (US dollars)', width: 'medium', errorPath: 'costCents' },
  { key: 'description', label: 'Description', kind: 'area', rows: 2 },
  {
    key: 'detailsHtml',
    label: 'Details (HTML: paragraphs, lists, links)',
    hint: 'Anything else is removed when saved',
    kind: 'area',
    rows: 4,
  },
];

const eventColumns = (regions: readonly Region[]): readonly Column<CatalogEvent>[] => [
  {
    header: 'Event',
    cell: (e) => (
      <>
        {e.title}: {e.name} {e.isSample && <span className="staff-tag">(sample)</span>}
      </>
    ),
  },
  { header: 'Region', cell: (e) => regions.find((r) => r.id === e.regionId)?.name },
  { header: 'Kind', cell: (e) => e.kind },
  { header: 'When (UTC)', cell: (e) => e.eventDate.slice(0, 16).replace('T', ' ') },
  { header: 'Price', cell: (e) => formatUsd(e.costCents) },
];

export function EventsPage() {
  usePageTitle('Regional events');
  const { api } = useStaff();
  const [state, reload] = useLoad<{ regions: Region[]; events: CatalogEvent[] }>(api, '/catalog');
  const event = useStaffForm(EMPTY);
  const [preview, setPreview] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const region = useAddForm(REGION_FORM, NEW_REGION, {
    api,
    onNotice: setNotice,
    onAdded: reload,
  });

  async function showPreview() {
    const result = await api.call<{ html: string }>('POST', '/events/preview', {
      detailsHtml: event.values.detailsHtml,
    });
    setPreview(result.ok ? result.data.html : null);
  }
  async function create() {
    const { price, cutoffHours, regionId, ...rest } = event.values;
    const result = await event.send(
      api.call('POST', '/events', {
        ...rest,
        regionId: Number(regionId),
        cutoffHours: Number(cutoffHours),
        costCents: dollarTextToCents(price),
      }),
    );
    if (result.ok) {
      setNotice(`Created ${rest.title}: it is offered on the site now.`);
      event.reset();
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
            <DataTable
              className="staff-table"
              caption="Events"
              rows={events}
              rowKey={(e) => e.id}
              columns={eventColumns(regions)}
            />
            {events
              .filter((e) => e.kind === 'PUJA')
              .map((e) => (
                <section
                  key={e.id}
                  className="staff-panel"
                  aria-label={`${e.title}: tax treatment`}
                >
                  <h2>{e.title}</h2>
                  <TaxTermsForm
                    api={api}
                    id={`event-${e.id}`}
                    path={`/events/${e.id}`}
                    name={e.title}
                    priceCents={e.costCents}
                    terms={e.tax}
                    onSaved={setNotice}
                  />
                </section>
              ))}
            <StaffForm {...region} />
            <StaffForm
              id="event"
              className="staff-panel"
              heading="New event"
              fields={eventFields(regions.map((r) => ({ value: String(r.id), label: r.name })))}
              form={event}
              onSubmit={create}
              submitLabel="Create the event"
            >
              <Button type="button" variant="secondary" onClick={() => void showPreview()}>
                Preview the details
              </Button>
              {preview !== null && (
                <section aria-label="Preview of the details" className="staff-preview">
                  {/* Sanitised by the server: the same HTML the site will show. */}
                  <div dangerouslySetInnerHTML={{ __html: preview }} />
                </section>
              )}
            </StaffForm>
          </>
        )}
      </Status>
    </>
  );
}
