import { startTransition, useEffect, useState } from 'react';
import { loadOrderPrefs } from '../../api/order-prefs';
import type { OrderPrefs } from '../../domain/prefs';
import { usePageData } from '../../app/page-data';

export type CatalogState = { status: 'loading' } | { status: 'ready'; prefs: OrderPrefs };

/**
 * The live catalog (GET order-prefs): given by the server with the page it
 * renders, else fetched. Neither fails: when the catalog is unavailable it is
 * the empty catalog, which the pages show as a friendly empty state.
 */
export function useOrderPrefs(): CatalogState {
  const { prefs } = usePageData();
  const [state, setState] = useState<CatalogState>(
    prefs ? { status: 'ready', prefs } : { status: 'loading' },
  );
  useEffect(() => {
    if (prefs) return;
    let mounted = true;
    void loadOrderPrefs().then((loaded) => {
      // A transition: React renders the filled-in page in slices, not one long task.
      if (mounted) startTransition(() => setState({ status: 'ready', prefs: loaded }));
    });
    return () => {
      mounted = false;
    };
  }, [prefs]);
  return state;
}
