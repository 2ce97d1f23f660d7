/** The temple's details (name, contact, address), or null when the API cannot be reached or answers something else. */
import { TEMPLE_DETAILS_PATH } from '../../domain/constants';
import { asTempleDetails, type TempleDetails } from '../../domain/temple-details';

export async function loadTempleDetails(): Promise<TempleDetails | null> {
  try {
    const response = await fetch(TEMPLE_DETAILS_PATH, { headers: { Accept: 'application/json' } });
    return response.ok ? asTempleDetails(await response.json()) : null;
  } catch {
    return null;
  }
}
