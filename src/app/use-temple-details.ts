import { startTransition, useEffect, useState } from 'react';
import { loadTempleDetails } from '../api/temple-details';
import type { TempleDetails } from '../domain/temple-details';
import { usePageData } from './page-data';

/** The temple's details while they load, then as read (null: unavailable). */
export type LoadedTempleDetails =
  { status: 'loading' } | { status: 'ready'; temple: TempleDetails | null };

/**
 * The temple's details as the staff console last saved them: read by the
 * server for the page it renders, else fetched after the first render (so
 * prerendered pages hydrate unchanged).
 */
export function useLoadedTempleDetails(): LoadedTempleDetails {
  const { temple } = usePageData();
  const [loaded, setLoaded] = useState<LoadedTempleDetails>(
    temple === undefined ? { status: 'loading' } : { status: 'ready', temple },
  );
  useEffect(() => {
    if (temple !== undefined) return;
    let live = true;
    void loadTempleDetails().then((read) => {
      // A transition: React renders the change in slices, not one long task.
      if (live) startTransition(() => setLoaded({ status: 'ready', temple: read }));
    });
    return () => {
      live = false;
    };
  }, [temple]);
  return loaded;
}

/** The temple's details, null until they are read or when they are unavailable. */
export function useTempleDetails(): TempleDetails | null {
  const loaded = useLoadedTempleDetails();
  return loaded.status === 'ready' ? loaded.temple : null;
}
