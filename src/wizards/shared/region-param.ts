/** A positive id from the query string (`?region=`, `?puja=`), or null. */
export function idFromSearch(search: string, name: 'region' | 'puja'): number | null {
  const raw = new URLSearchParams(search).get(name);
  if (raw === null || !/^\d+$/.test(raw) || Number(raw) === 0) return null;
  return Number(raw);
}

/** The region of a regional order from `?region=`, or null for the picker. */
export const regionFromSearch = (search: string) => idFromSearch(search, 'region');
