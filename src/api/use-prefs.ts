/**
 * Preference loading for views outside the order machines (the astrology
 * booking, the region picker): a loading flag, an error value and refresh.
 * The loaders themselves never fail; `error` only holds an unexpected throw.
 */
import { useCallback, useEffect, useState } from 'react';

export interface PrefsState<T> {
  data: T;
  loading: boolean;
  error: unknown;
  refresh: () => void;
}

export function usePrefs<T>(load: () => Promise<T>, empty: T): PrefsState<T> {
  const [data, setData] = useState<T>(empty);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let live = true;
    load()
      .then((value) => {
        if (!live) return;
        setData(value);
        setError(null);
      })
      .catch((problem: unknown) => {
        if (!live) return;
        console.error('preferences: loading failed', problem);
        setData(empty);
        setError(problem);
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
    // `load` and `empty` are fixed per caller; a refresh bumps the generation.
  }, [generation]);

  const refresh = useCallback(() => {
    setLoading(true);
    setGeneration((value) => value + 1);
  }, []);

  return { data, loading, error, refresh };
}
