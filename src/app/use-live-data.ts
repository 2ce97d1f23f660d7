import { startTransition, useEffect, useState } from 'react';

/** Data a page shows: still loading, or read. */
export type Live<T> = { status: 'loading' } | { status: 'ready'; value: T };

/**
 * `given` when the server read it for the page it renders (src/app/page-data.tsx),
 * else `load()` after the first render, in the browser. `load` never fails
 * (each loader answers its own "unavailable"), and must be a stable function.
 */
export function useLiveData<T>(given: T | undefined, load: () => Promise<T>): Live<T> {
  const [live, setLive] = useState<Live<T>>(
    given === undefined ? { status: 'loading' } : { status: 'ready', value: given },
  );
  useEffect(() => {
    if (given !== undefined) return;
    let current = true;
    void load().then((value) => {
      // A transition: React renders the filled-in page in slices, not one long task.
      if (current) startTransition(() => setLive({ status: 'ready', value }));
    });
    return () => {
      current = false;
    };
  }, [given, load]);
  return live;
}
