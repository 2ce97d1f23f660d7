import { startTransition, useEffect, useState } from 'react';
import { loadRetentionSchedule } from '../api/retention';
import type { RetentionSchedule } from '../domain/privacy/retention';
import { usePageData } from '../app/page-data';

export type LoadedSchedule = RetentionSchedule | 'loading' | 'unavailable';

/**
 * The retention schedule the server runs (its configuration, not a copy):
 * given by the server with the page it renders, else fetched after the first
 * render.
 */
export function useRetentionSchedule(): LoadedSchedule {
  const { retention } = usePageData();
  const [schedule, setSchedule] = useState<LoadedSchedule>(retention ?? 'loading');
  useEffect(() => {
    if (retention) return;
    let live = true;
    void loadRetentionSchedule().then((loaded) => {
      if (live) startTransition(() => setSchedule(loaded ?? 'unavailable'));
    });
    return () => {
      live = false;
    };
  }, [retention]);
  return schedule;
}
