import { startTransition, useEffect, useState } from 'react';
import { loadMyOrder, type MyOrderLoad } from '../../api/my-order';
import { useLanguage } from '../../app/router';

export type MyOrderState = { kind: 'loading' } | MyOrderLoad;

/**
 * The order behind a page token, its pujas named in the page's language, loaded
 * after the first render; `retry` loads it again.
 */
export function useMyOrder(token: string): { state: MyOrderState; retry: () => void } {
  const [state, setState] = useState<MyOrderState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const language = useLanguage();
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    void loadMyOrder(token, {}, language).then((loaded) => {
      if (live) startTransition(() => setState(loaded));
    });
    return () => {
      live = false;
    };
  }, [token, attempt, language]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}
