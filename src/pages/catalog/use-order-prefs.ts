import { startTransition, useEffect, useState } from 'react';
import { loadOrderPrefs } from '../../api/order-prefs';
import type { OrderPrefs } from '../../domain/prefs';

export type CatalogState = { status: 'loading' } | { status: 'ready'; prefs: OrderPrefs };

/**
 * The live catalog (GET order-prefs). The loader never fails: when the API is
 * unavailable it returns an empty catalog, which the pages show as a friendly
 * empty state.
 */
export function useOrderPrefs(): CatalogState {
  const [state, setState] = useState<CatalogState>({ status: 'loading' });
  useEffect(() => {
    let mounted = true;
    void loadOrderPrefs().then((prefs) => {
      // A transition: React renders the filled-in page in slices, not one long task.
      if (mounted) startTransition(() => setState({ status: 'ready', prefs }));
    });
    return () => {
      mounted = false;
    };
  }, []);
  return state;
}
