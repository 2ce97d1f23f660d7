import { loadOrderPrefs } from '../../api/order-prefs';
import type { OrderPrefs } from '../../../domain/prefs';
import { usePageData } from '../../app/page-data';
import { useLiveData } from '../../app/use-live-data';

export type CatalogState = { status: 'loading' } | { status: 'ready'; prefs: OrderPrefs };

/**
 * The live catalog (GET order-prefs): given by the server with the page it
 * renders, else fetched. Neither fails: when the catalog is unavailable it is
 * the empty catalog, which the pages show as a friendly empty state.
 */
export function useOrderPrefs(): CatalogState {
  const live = useLiveData(usePageData().prefs, loadOrderPrefs);
  return live.status === 'ready' ? { status: 'ready', prefs: live.value } : live;
}
