import { startTransition, useEffect, useState } from 'react';
import { loadRetentionSchedule } from '../api/retention';
import type { RetentionSchedule } from '../domain/privacy/retention';

export type LoadedSchedule = RetentionSchedule | 'loading' | 'unavailable';

/**
 * The retention schedule the server runs (its configuration, not a copy),
 * fetched after the first render so the prerendered page hydrates unchanged.
 */
export function useRetentionSchedule(): LoadedSchedule {
  const [schedule, setSchedule] = useState<LoadedSchedule>('loading');
  useEffect(() => {
    let live = true;
    void loadRetentionSchedule().then((loaded) => {
      if (live) startTransition(() => setSchedule(loaded ?? 'unavailable'));
    });
    return () => {
      live = false;
    };
  }, []);
  return schedule;
}
