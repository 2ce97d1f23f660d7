import { useState } from 'react';
import {
  ERASURE_SOURCE_LABELS,
  STAFF_ERASURE_PATHS,
  type ErasureRequestView,
} from '../../../domain/privacy/requests';
import { TextField } from '../../ui/form';
import { useStaff } from '../context';
import { StaffForm, useAddForm, type AddFormSpec } from '../form';
import { LoadedTable, type TableSpec } from '../LoadedTable';
import { Notice } from '../Status';
import { useLoad } from '../use-load';
import { usePageTitle } from '../usePageTitle';
import { describeErased, ErasurePanel } from './ErasurePanel';

const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '');

/** Whether the devotee confirmed through the mailed link (the office's own need no link). */
const devoteeColumn = (r: ErasureRequestView) => {
  if (r.devoteeConfirmedAt) return `Confirmed ${when(r.devoteeConfirmedAt)}`;
  return r.ready ? 'Recorded by the office' : 'Not yet: waiting for the link mailed to them';
};

const NEW_REQUEST = { email: '', source: 'POST', reference: '' };

const REQUEST_FORM: AddFormSpec<typeof NEW_REQUEST> = {
  id: 'erasure-request',
  path: STAFF_ERASURE_PATHS.list,
  heading: 'Record a request received by letter or telephone',
  fields: [
    { key: 'email', label: 'Their email address', type: 'email' },
    {
      key: 'source',
      label: 'Received by',
      kind: 'select',
      options: [
        { value: 'POST', label: ERASURE_SOURCE_LABELS.POST },
        { value: 'PHONE', label: ERASURE_SOURCE_LABELS.PHONE },
      ],
    },
    { key: 'reference', label: 'Order number or booking code (if given)' },
  ],
  submitLabel: 'Record the request',
  addedNotice: ({ email }) => `Recorded the request of ${email}.`,
};

/** The office: erasure requests (the devotees' and those taken by letter or phone), and exports. */
export function ErasureRequestsPage() {
  usePageTitle('Privacy requests');
  const { api } = useStaff();
  const [state, reload] = useLoad<{ requests: ErasureRequestView[] }>(
    api,
    STAFF_ERASURE_PATHS.list,
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [exportEmail, setExportEmail] = useState('');
  const addForm = useAddForm(REQUEST_FORM, NEW_REQUEST, {
    api,
    onNotice: setNotice,
    onAdded: reload,
  });
  const table: TableSpec<{ requests: ErasureRequestView[] }, ErasureRequestView> = {
    rowsOf: (data) => data.requests,
    rowKey: (r) => r.id,
    className: 'staff-table staff-table--wrap',
    caption: 'Erasure requests, open ones first',
    columns: [
      { header: 'Asked (UTC)', cell: (r) => when(r.requestedAt) },
      { header: 'Whose', cell: (r) => r.email },
      { header: 'From', cell: (r) => `${ERASURE_SOURCE_LABELS[r.source]} ${r.reference}`.trim() },
      { header: 'Confirmed by the devotee', cell: devoteeColumn },
      {
        header: 'State',
        cell: (r) => {
          if (r.status === 'CONFIRMED') {
            return `Erased ${when(r.confirmedAt)} by ${r.confirmedBy ?? ''}: ${describeErased(r.erased)}`;
          }
          if (!r.ready) return 'Waits for the devotee';
          return <ErasurePanel api={api} requestId={r.id} who={r.email} onDone={reload} />;
        },
      },
    ],
  };
  return (
    <>
      <h1>Privacy requests</h1>
      <p>
        A request to erase someone&rsquo;s details is confirmed here once you are sure it comes from
        them. A request made on the site waits until the devotee confirms it through the link mailed
        to the order&rsquo;s or booking&rsquo;s address; one unconfirmed after 7 days is deleted.
        Confirming erases their orders&rsquo; people, notes and addresses, their readings and the
        emails sent to them; receipts keep the billing name, amounts and dates.
      </p>
      <Notice message={notice} />
      <LoadedTable state={state} table={table} />
      <StaffForm {...addForm} />
      <section className="staff-panel" aria-labelledby="export-title">
        <h2 id="export-title">Export a person&rsquo;s data</h2>
        <p>
          Everything held under one email address (orders, readings, emails sent), as one JSON file
          for an access request. Each export is written to the audit log.
        </p>
        <TextField
          id="export-email"
          label="Their email address"
          type="email"
          value={exportEmail}
          onChange={setExportEmail}
        />
        {exportEmail.includes('@') && (
          <p>
            <a href={api.href(STAFF_ERASURE_PATHS.export(exportEmail.trim()))} download>
              Download the data of {exportEmail.trim()} (JSON)
            </a>
          </p>
        )}
      </section>
    </>
  );
}
