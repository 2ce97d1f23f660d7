import { useCallback, useEffect, useState } from 'react';
import type { StaffApi } from '../../domain/staff/api-result';

export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; message: string };

/** GET a console path; `reload` fetches it again (after a change). */
export function useLoad<T>(api: StaffApi, path: string | null): [Loaded<T>, () => void] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (path === null) return;
    let live = true;
    void api.call<T>('GET', path).then((result) => {
      if (!live) return;
      setState(
        result.ok
          ? { status: 'ready', data: result.data }
          : { status: 'failed', message: result.error.message },
      );
    });
    return () => {
      live = false;
    };
  }, [api, path, round]);
  return [state, useCallback(() => setRound((n) => n + 1), [])];
}
