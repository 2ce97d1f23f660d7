import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { StaffApi } from '../domain/staff/api-result';
import { usePageTitle } from './usePageTitle';

/** /staff/sign-in#<secret>: spends the one-time link, then opens the console. */
export function CompleteSignIn({ api, onSignedIn }: { api: StaffApi; onSignedIn: () => void }) {
  usePageTitle('Signing in');
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const secret = window.location.hash.slice(1);
    // The secret leaves the address bar (and the history) at once.
    window.history.replaceState(null, '', window.location.pathname);
    void api.call('POST', '/sign-in/complete', { secret }).then((result) => {
      if (result.ok) {
        onSignedIn();
        void navigate('/staff', { replace: true });
      } else {
        setProblem(result.error.message);
      }
    });
  }, [api, navigate, onSignedIn]);
  return (
    <div className="staff-narrow">
      <h1>Signing in</h1>
      {problem ? (
        <p role="alert">
          {problem}. <a href="/staff">Ask for a new link</a>.
        </p>
      ) : (
        <p role="status">Checking your sign-in link...</p>
      )}
    </div>
  );
}
