/** Where prasad can be posted (country codes), or none when the API cannot be reached: the server then decides. */
import { asPrasadPlaces, PRASAD_PLACES_PATH } from '../../domain/prasad/places';

export async function loadPrasadCountries(): Promise<string[]> {
  try {
    const response = await fetch(PRASAD_PLACES_PATH, { headers: { Accept: 'application/json' } });
    return response.ok ? (asPrasadPlaces(await response.json())?.countries ?? []) : [];
  } catch {
    return [];
  }
}
