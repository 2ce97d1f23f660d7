import { loadTempleDetails } from '../api/temple-details';
import type { TempleDetails } from '../../domain/temple-details';
import { usePageData } from './page-data';
import { useLiveData, type Live } from './use-live-data';

/**
 * The temple's details as the staff console last saved them: read by the
 * server for the page it renders, else fetched after the first render; null
 * when they are unavailable.
 */
export function useLoadedTempleDetails(): Live<TempleDetails | null> {
  return useLiveData(usePageData().temple, loadTempleDetails);
}

/** The temple's details, null until they are read or when they are unavailable. */
export function useTempleDetails(): TempleDetails | null {
  const loaded = useLoadedTempleDetails();
  return loaded.status === 'ready' ? loaded.value : null;
}
