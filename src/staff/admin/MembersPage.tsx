import { useState, type FormEvent } from 'react';
import { ROLE_LABELS, STAFF_ROLES } from '../../domain/staff/roles';
import { Button, SelectField, TextField } from '../../ui/form';
import { useStaff } from '../context';
import { Notice, Status } from '../Status';
import { useLoad } from '../use-load';
import { usePageTitle } from '../usePageTitle';

interface Member {
  email: string;
  name: string;
  role: string;
  active: boolean;
}

/** Admins: every member, adding one (a sign-in link is mailed) and disabling one. */
export function MembersPage() {
  usePageTitle('Staff');
  const { api } = useStaff();
  const [state, reload] = useLoad<{ members: Member[] }>(api, '/members');
  const [form, setForm] = useState({ email: '', name: '', role: 'office' });
  const [notice, setNotice] = useState<string | null>(null);
  async function add(event: FormEvent) {
    event.preventDefault();
    const result = await api.call('POST', '/members', form);
    setNotice(
      result.ok
        ? `Added ${form.email}; a sign-in link is on its way to them.`
        : result.error.message,
    );
    if (result.ok) {
      setForm({ email: '', name: '', role: 'office' });
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
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Name</th>
                <th scope="col">Role</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {members.map((m) => (
                <tr key={m.email}>
                  <td>{m.email}</td>
                  <td>{m.name}</td>
                  <td>{m.role}</td>
                  <td>
                    {m.active ? (
                      <Button
                        type="button"
                        variant="secondary"
                        onClick={() => void disable(m.email)}
                      >
                        Disable {m.email}
                      </Button>
                    ) : (
                      'disabled'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Status>
      <form className="staff-panel" onSubmit={(e) => void add(e)}>
        <h2>Add a member</h2>
        <TextField
          id="member-email"
          label="Email"
          type="email"
          value={form.email}
          onChange={(v) => setForm({ ...form, email: v })}
        />
        <TextField
          id="member-name"
          label="Name"
          value={form.name}
          onChange={(v) => setForm({ ...form, name: v })}
        />
        <SelectField
          id="member-role"
          label="Role"
          value={form.role}
          onChange={(v) => setForm({ ...form, role: v })}
          options={STAFF_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
        />
        <Button type="submit">Add and send a sign-in link</Button>
      </form>
    </>
  );
}
