import { startTransition, useEffect, useState } from 'react';
import { loadTempleDetails } from '../api/temple-details';
import type { TempleDetails } from '../domain/temple-details';

/**
 * The temple's details as the staff console last saved them, fetched after
 * the first render (so prerendered pages hydrate unchanged); null until then
 * or when the API is unavailable.
 */
export function useTempleDetails(): TempleDetails | null {
  const [details, setDetails] = useState<TempleDetails | null>(null);
  useEffect(() => {
    let live = true;
    void loadTempleDetails().then((loaded) => {
      // A transition: React renders the change in slices, not one long task.
      if (live) startTransition(() => setDetails(loaded));
    });
    return () => {
      live = false;
    };
  }, []);
  return details;
}
