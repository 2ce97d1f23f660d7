import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { StaffApi } from '../../domain/staff/api-result';
import { usePageTitle } from './usePageTitle';

/**
 * /staff/sign-in#<secret>: opening the link spends nothing (mail scanners and
 * link previews open it too); the member's press of "Sign in" posts the secret.
 */
export function CompleteSignIn({ api, onSignedIn }: { api: StaffApi; onSignedIn: () => void }) {
  usePageTitle('Sign in');
  const navigate = useNavigate();
  const [secret] = useState(() => window.location.hash.slice(1));
  const [state, setState] = useState<'ready' | 'sending' | { problem: string }>(
    secret ? 'ready' : { problem: 'This address holds no sign-in secret' },
  );

  // The secret leaves the address bar (and the history) as soon as the page is up.
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
  }, []);

  const signIn = () => {
    setState('sending');
    void api.call('POST', '/sign-in/complete', { secret }).then((result) => {
      if (result.ok) {
        onSignedIn();
        void navigate('/staff', { replace: true });
      } else {
        setState({ problem: result.error.message });
      }
    });
  };

  return (
    <div className="staff-narrow">
      <h1>Sign in to the staff console</h1>
      {typeof state === 'object' ? (
        <p role="alert">
          {state.problem}. <a href="/staff">Ask for a new link</a>.
        </p>
      ) : (
        <>
          <p>This link signs you in once, on this device.</p>
          <button type="button" onClick={signIn} disabled={state === 'sending'}>
            Sign in
          </button>
          {state === 'sending' && <p role="status">Signing in...</p>}
        </>
      )}
    </div>
  );
}
