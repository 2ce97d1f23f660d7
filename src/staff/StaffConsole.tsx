/**
 * The staff console (docs/staff.md): signs the member in, then shows the
 * pages their role may use. Every path under /staff is handled here.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { StaffApi } from '../../domain/staff/api-result';
import { STAFF_SIGN_IN_PATH, type StaffMe } from '../../domain/staff/roles';
import { StaffContext } from './context';
import { ConsoleNav } from './ConsoleNav';
import { SignInPage } from './SignInPage';
import { CompleteSignIn } from './CompleteSignIn';
import { CurrentPage } from './pages';
import './staff.css';

type Who = { status: 'loading' } | { status: 'signed-out' } | { status: 'in'; me: StaffMe };

export function StaffConsole({ api }: { api: StaffApi }) {
  const { pathname } = useLocation();
  const [who, setWho] = useState<Who>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => setRound((n) => n + 1), []);
  const signingIn = pathname === STAFF_SIGN_IN_PATH;

  useEffect(() => {
    if (signingIn) return;
    let live = true;
    void api.call<{ me: StaffMe }>('GET', '/me').then((result) => {
      if (live) setWho(result.ok ? { status: 'in', me: result.data.me } : { status: 'signed-out' });
    });
    return () => {
      live = false;
    };
  }, [api, round, signingIn]);

  const session = useMemo(
    () => (who.status === 'in' ? { api, me: who.me, refresh } : null),
    [api, who, refresh],
  );

  if (signingIn) return <CompleteSignIn api={api} onSignedIn={refresh} />;
  if (who.status === 'loading') return <p role="status">Loading...</p>;
  if (!session) return <SignInPage api={api} onSignedIn={refresh} />;
  return (
    <StaffContext.Provider value={session}>
      <div className="staff">
        <ConsoleNav />
        <div className="staff__page">
          <CurrentPage pathname={pathname} role={session.me.role} />
        </div>
      </div>
    </StaffContext.Provider>
  );
}
