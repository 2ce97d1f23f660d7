import { useState, type FormEvent } from 'react';
import type { StaffApi } from '../domain/staff/api-result';
import { SIGN_IN_LINK_MINUTES } from '../domain/staff/roles';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { Button, TextField } from '../ui/form';
import { signInWithPasskey } from './passkey-ceremonies';
import { usePageTitle } from './usePageTitle';

/** Ask for a one-time sign-in link by email, or sign in with a passkey added earlier. */
export function SignInPage({ api, onSignedIn }: { api: StaffApi; onSignedIn: () => void }) {
  usePageTitle('Sign in');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [passkeyProblem, setPasskeyProblem] = useState<string | null>(null);

  async function passkey() {
    setPasskeyProblem(null);
    const result = await signInWithPasskey(api);
    if (result.ok) onSignedIn();
    else setPasskeyProblem(result.message);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await api.call<{ message: string }>('POST', '/sign-in', { email });
    if (result.ok) {
      setError(undefined);
      setMessage(result.data.message);
    } else {
      setError(result.error.fields?.[0]?.message ?? result.error.message);
    }
  }

  return (
    <div className="staff-narrow">
      <h1>Staff sign-in</h1>
      <p>
        Enter the email address the temple knows you by. We send a sign-in link that works once, for{' '}
        {SIGN_IN_LINK_MINUTES} minutes.
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id="staff-email"
          label="Email address"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={error}
        />
        <Button type="submit">Send me a sign-in link</Button>
      </form>
      <p role="status">{message}</p>
      {browserSupportsWebAuthn() && (
        <section aria-labelledby="passkey-heading" className="staff-panel">
          <h2 id="passkey-heading">Or use a passkey</h2>
          <p>If you added a passkey in the console before, sign in with it.</p>
          <Button type="button" variant="secondary" onClick={() => void passkey()}>
            Sign in with a passkey
          </Button>
          <p role="alert">{passkeyProblem}</p>
        </section>
      )}
    </div>
  );
}
