import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState, type FormEvent } from 'react';
import type { PasskeyView } from '../../domain/staff/passkeys';
import { Button, TextField } from '../ui/form';
import { useStaff } from './context';
import { addPasskey } from './passkey-ceremonies';
import { LoadedTable, type TableSpec } from './LoadedTable';
import { Notice } from './Status';
import { useLoad } from './use-load';
import { usePageTitle } from './usePageTitle';

const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : 'never');

/** Every member: their passkeys, adding one (after a link sign-in) and removing one. */
export function PasskeysPage() {
  usePageTitle('Passkeys');
  const { api } = useStaff();
  const [state, reload] = useLoad<{ passkeys: PasskeyView[] }>(api, '/passkeys');
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const supported = browserSupportsWebAuthn();

  async function add(event: FormEvent) {
    event.preventDefault();
    if (label.trim() === '') {
      setError('Name this passkey, e.g. "Office laptop"');
      return;
    }
    setError(undefined);
    setBusy(true);
    const result = await addPasskey(api, label.trim());
    setBusy(false);
    if (result.ok) {
      setLabel('');
      setNotice(`Added the passkey ${result.value.label}. Next time, sign in with it.`);
      reload();
    } else {
      setNotice(result.message);
    }
  }

  async function remove(passkey: PasskeyView) {
    const result = await api.call('DELETE', `/passkeys/${passkey.id}`);
    setNotice(result.ok ? `Removed the passkey ${passkey.label}.` : result.error.message);
    reload();
  }

  const table: TableSpec<{ passkeys: PasskeyView[] }, PasskeyView> = {
    rowsOf: (data) => data.passkeys,
    empty: 'You have no passkeys yet.',
    rowKey: (p) => p.id,
    columns: [
      { header: 'Name', cell: (p) => p.label },
      { header: 'Added', cell: (p) => when(p.createdAt) },
      { header: 'Last used', cell: (p) => when(p.lastUsedAt) },
      {
        header: 'Remove',
        cell: (p) => (
          <Button type="button" variant="secondary" onClick={() => void remove(p)}>
            Remove {p.label}
          </Button>
        ),
      },
    ],
  };
  return (
    <>
      <h1>Passkeys</h1>
      <p>
        A passkey signs you in with this device's screen lock or a security key, without waiting for
        an email. The sign-in link keeps working too.
      </p>
      <Notice message={notice} />
      <LoadedTable state={state} table={table} />
      {supported ? (
        <form className="staff-panel" onSubmit={(e) => void add(e)} noValidate>
          <h2>Add a passkey</h2>
          <TextField
            id="passkey-label"
            label="Name for this passkey"
            value={label}
            onChange={setLabel}
            error={error}
          />
          <Button type="submit" disabled={busy}>
            Add a passkey
          </Button>
        </form>
      ) : (
        <p>This browser cannot create passkeys; sign in by emailed link instead.</p>
      )}
    </>
  );
}
