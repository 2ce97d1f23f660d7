import { useState } from 'react';
import { ROLE_LABELS, STAFF_ROLES } from '../../domain/staff/roles';
import { DataTable, type Column } from '../../ui/DataTable';
import { Button } from '../../ui/form';
import { useStaff } from '../context';
import { StaffForm, useStaffForm, type FieldSpec } from '../form';
import { Notice, Status } from '../Status';
import { useLoad } from '../use-load';
import { usePageTitle } from '../usePageTitle';

interface Member {
  email: string;
  name: string;
  role: string;
  active: boolean;
}

const NEW_MEMBER = { email: '', name: '', role: 'office' };

const FIELDS: readonly FieldSpec<keyof typeof NEW_MEMBER>[] = [
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'name', label: 'Name' },
  {
    key: 'role',
    label: 'Role',
    kind: 'select',
    options: STAFF_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
  },
];

const memberColumns = (disable: (email: string) => void): readonly Column<Member>[] => [
  { header: 'Email', cell: (m) => m.email },
  { header: 'Name', cell: (m) => m.name },
  { header: 'Role', cell: (m) => m.role },
  {
    header: 'State',
    cell: (m) =>
      m.active ? (
        <Button type="button" variant="secondary" onClick={() => disable(m.email)}>
          Disable {m.email}
        </Button>
      ) : (
        'disabled'
      ),
  },
];

/** Admins: every member, adding one (a sign-in link is mailed) and disabling one. */
export function MembersPage() {
  usePageTitle('Staff');
  const { api } = useStaff();
  const [state, reload] = useLoad<{ members: Member[] }>(api, '/members');
  const form = useStaffForm(NEW_MEMBER);
  const [notice, setNotice] = useState<string | null>(null);
  async function add() {
    const result = await form.send(api.call('POST', '/members', form.values));
    setNotice(
      result.ok ? `Added ${form.values.email}; a sign-in link is on its way to them.` : null,
    );
    if (result.ok) {
      form.reset();
      reload();
    }
  }
  async function disable(email: string) {
    const result = await api.call('POST', '/members/disable', { email });
    setNotice(result.ok ? `Disabled ${email}.` : result.error.message);
    reload();
  }
  return (
    <>
      <h1>Staff</h1>
      <Notice message={notice} />
      <Status state={state}>
        {({ members }) => (
          <DataTable
            className="staff-table"
            rows={members}
            rowKey={(m) => m.email}
            columns={memberColumns((email) => void disable(email))}
          />
        )}
      </Status>
      <StaffForm
        id="member"
        className="staff-panel"
        heading="Add a member"
        fields={FIELDS}
        form={form}
        onSubmit={add}
        submitLabel="Add and send a sign-in link"
      />
    </>
  );
}
