/** The temple's details (name, contact, address), or null when the API cannot be reached. */
import { TEMPLE_DETAILS_PATH } from '../domain/constants';
import type { TempleDetails } from '../domain/temple-details';

export async function loadTempleDetails(): Promise<TempleDetails | null> {
  try {
    const response = await fetch(TEMPLE_DETAILS_PATH, { headers: { Accept: 'application/json' } });
    return response.ok ? ((await response.json()) as TempleDetails) : null;
  } catch {
    return null;
  }
}
