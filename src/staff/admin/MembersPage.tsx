import { useState } from 'react';
import { ROLE_LABELS, STAFF_ROLES } from '../../../domain/staff/roles';
import { Button } from '../../ui/form';
import { useStaff } from '../context';
import { StaffForm, useAddForm, type AddFormSpec } from '../form';
import { LoadedTable, type TableSpec } from '../LoadedTable';
import { Notice } from '../Status';
import { useLoad } from '../use-load';
import { usePageTitle } from '../usePageTitle';

interface Member {
  email: string;
  name: string;
  role: string;
  active: boolean;
}

const NEW_MEMBER = { email: '', name: '', role: 'office' };

const MEMBER_FORM: AddFormSpec<typeof NEW_MEMBER> = {
  id: 'member',
  path: '/members',
  heading: 'Add a member',
  fields: [
    { key: 'email', label: 'Email', type: 'email' },
    { key: 'name', label: 'Name' },
    {
      key: 'role',
      label: 'Role',
      kind: 'select',
      options: STAFF_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
    },
  ],
  submitLabel: 'Add and send a sign-in link',
  addedNotice: ({ email }) => `Added ${email}; a sign-in link is on its way to them.`,
};

const membersTable = (
  disable: (email: string) => void,
): TableSpec<{ members: Member[] }, Member> => ({
  rowsOf: (data) => data.members,
  rowKey: (m) => m.email,
  columns: [
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
  ],
});

/** Admins: every member, adding one (a sign-in link is mailed) and disabling one. */
export function MembersPage() {
  usePageTitle('Staff');
  const { api } = useStaff();
  const [state, reload] = useLoad<{ members: Member[] }>(api, '/members');
  const [notice, setNotice] = useState<string | null>(null);
  const addForm = useAddForm(MEMBER_FORM, NEW_MEMBER, {
    api,
    onNotice: setNotice,
    onAdded: reload,
  });
  async function disable(email: string) {
    const result = await api.call('POST', '/members/disable', { email });
    setNotice(result.ok ? `Disabled ${email}.` : result.error.message);
    reload();
  }
  return (
    <>
      <h1>Staff</h1>
      <Notice message={notice} />
      <LoadedTable state={state} table={membersTable((email) => void disable(email))} />
      <StaffForm {...addForm} />
    </>
  );
}
