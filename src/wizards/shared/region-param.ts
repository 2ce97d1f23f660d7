/** The region of a regional order from `?region=`, or null for the picker. */
export function regionFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('region');
  if (raw === null || !/^\d+$/.test(raw)) return null;
  return Number(raw);
}
