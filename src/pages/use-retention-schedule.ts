import { loadRetentionSchedule } from '../api/retention';
import type { RetentionSchedule } from '../../domain/privacy/retention';
import { usePageData } from '../app/page-data';
import { useLiveData } from '../app/use-live-data';

export type LoadedSchedule = RetentionSchedule | 'loading' | 'unavailable';

const loadOrUnavailable = async (): Promise<RetentionSchedule | 'unavailable'> =>
  (await loadRetentionSchedule()) ?? 'unavailable';

/**
 * The retention schedule the server runs (its configuration, not a copy):
 * given by the server with the page it renders, else fetched after the first
 * render.
 */
export function useRetentionSchedule(): LoadedSchedule {
  const live = useLiveData(usePageData().retention, loadOrUnavailable);
  return live.status === 'ready' ? live.value : 'loading';
}
