import type { LoggedChange } from '../../../domain/staff/audit';
import { useStaff } from '../context';
import { LoadedTable, type TableSpec } from '../LoadedTable';
import { useLoad } from '../use-load';
import { usePageTitle } from '../usePageTitle';

const show = (value: unknown) => <code>{value === null ? '' : JSON.stringify(value)}</code>;

const AUDIT_TABLE: TableSpec<{ entries: LoggedChange[] }, LoggedChange> = {
  rowsOf: (data) => data.entries,
  rowKey: (e, i) => `${e.at}-${i}`,
  className: 'staff-table staff-table--wrap',
  caption: 'The latest 200 changes, newest first',
  captionHidden: true,
  columns: [
    { header: 'When (UTC)', cell: (e) => e.at.slice(0, 19).replace('T', ' ') },
    { header: 'Who', cell: (e) => e.actor },
    { header: 'What', cell: (e) => `${e.action} ${e.target}` },
    { header: 'Before', cell: (e) => show(e.before) },
    { header: 'After', cell: (e) => show(e.after) },
  ],
};

/** Admins: who changed what, when, with the values before and after. */
export function AuditPage() {
  usePageTitle('Audit log');
  const { api } = useStaff();
  const [state] = useLoad<{ entries: LoggedChange[] }>(api, '/audit?limit=200');
  return (
    <>
      <h1>Audit log</h1>
      <LoadedTable state={state} table={AUDIT_TABLE} />
    </>
  );
}
