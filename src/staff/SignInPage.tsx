import { useState } from 'react';
import type { StaffApi } from '../../domain/staff/api-result';
import { SIGN_IN_LINK_MINUTES } from '../../domain/staff/roles';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { Button } from '../ui/form';
import { StaffForm, useStaffForm } from './form';
import { signInWithPasskey } from './passkey-ceremonies';
import { usePageTitle } from './usePageTitle';

/** Ask for a one-time sign-in link by email, or sign in with a passkey added earlier. */
export function SignInPage({ api, onSignedIn }: { api: StaffApi; onSignedIn: () => void }) {
  usePageTitle('Sign in');
  const form = useStaffForm({ email: '' });
  const [message, setMessage] = useState<string | null>(null);
  const [passkeyProblem, setPasskeyProblem] = useState<string | null>(null);

  async function passkey() {
    setPasskeyProblem(null);
    const result = await signInWithPasskey(api);
    if (result.ok) onSignedIn();
    else setPasskeyProblem(result.message);
  }

  async function submit() {
    const { email } = form.values;
    const result = await form.send(api.call<{ message: string }>('POST', '/sign-in', { email }));
    setMessage(result.ok ? result.data.message : null);
  }

  return (
    <div className="staff-narrow">
      <h1>Staff sign-in</h1>
      <p>
        Enter the email address the temple knows you by. We send a sign-in link that works once, for{' '}
        {SIGN_IN_LINK_MINUTES} minutes.
      </p>
      <StaffForm
        id="staff"
        fields={[{ key: 'email', label: 'Email address', type: 'email', autoComplete: 'email' }]}
        form={form}
        onSubmit={submit}
        submitLabel="Send me a sign-in link"
      />
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
