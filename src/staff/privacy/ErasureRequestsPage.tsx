import { useState } from 'react';
import {
  ERASURE_SOURCE_LABELS,
  STAFF_ERASURE_PATHS,
  type ErasureRequestView,
} from '../../domain/privacy/requests';
import { DataTable, type Column } from '../../ui/DataTable';
import { TextField } from '../../ui/form';
import { useStaff } from '../context';
import { StaffForm, useStaffForm, type FieldSpec } from '../form';
import { Notice, Status } from '../Status';
import { useLoad } from '../use-load';
import { usePageTitle } from '../usePageTitle';
import { describeErased, ErasurePanel } from './ErasurePanel';

const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '');

const NEW_REQUEST = { email: '', source: 'POST', reference: '' };

const FIELDS: readonly FieldSpec<keyof typeof NEW_REQUEST>[] = [
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
];

/** The office: erasure requests (the devotees' and those taken by letter or phone), and exports. */
export function ErasureRequestsPage() {
  usePageTitle('Privacy requests');
  const { api } = useStaff();
  const [state, reload] = useLoad<{ requests: ErasureRequestView[] }>(
    api,
    STAFF_ERASURE_PATHS.list,
  );
  const form = useStaffForm(NEW_REQUEST);
  const [notice, setNotice] = useState<string | null>(null);
  const [exportEmail, setExportEmail] = useState('');
  async function record() {
    const result = await form.send(api.call('POST', STAFF_ERASURE_PATHS.list, form.values));
    setNotice(result.ok ? `Recorded the request of ${form.values.email}.` : null);
    if (result.ok) {
      form.reset();
      reload();
    }
  }
  const columns: readonly Column<ErasureRequestView>[] = [
    { header: 'Asked (UTC)', cell: (r) => when(r.requestedAt) },
    { header: 'Whose', cell: (r) => r.email },
    { header: 'From', cell: (r) => `${ERASURE_SOURCE_LABELS[r.source]} ${r.reference}`.trim() },
    {
      header: 'State',
      cell: (r) =>
        r.status === 'CONFIRMED' ? (
          `Erased ${when(r.confirmedAt)} by ${r.confirmedBy ?? ''}: ${describeErased(r.erased)}`
        ) : (
          <ErasurePanel api={api} requestId={r.id} who={r.email} onDone={reload} />
        ),
    },
  ];
  return (
    <>
      <h1>Privacy requests</h1>
      <p>
        A request to erase someone&rsquo;s details is confirmed here once you are sure it comes from
        them. Confirming erases their orders&rsquo; people, notes and addresses, their readings and
        the emails sent to them; receipts keep the billing name, amounts and dates.
      </p>
      <Notice message={notice} />
      <Status state={state}>
        {({ requests }) => (
          <DataTable
            className="staff-table staff-table--wrap"
            caption="Erasure requests, open ones first"
            rows={requests}
            rowKey={(r) => r.id}
            columns={columns}
          />
        )}
      </Status>
      <StaffForm
        id="erasure-request"
        className="staff-panel"
        heading="Record a request received by letter or telephone"
        fields={FIELDS}
        form={form}
        onSubmit={record}
        submitLabel="Record the request"
      />
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
