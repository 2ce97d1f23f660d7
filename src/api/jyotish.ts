/**
 * The browser's client of the Jyotish API, and the birth-star finder machine
 * with its actor slots filled by it (for the flows to spawn).
 */
import {
  birthStarFinderMachine,
  type FindBirthStarInput,
  type FinderAnswer,
} from '../../machines/birth-star';
import { fromPromise } from 'xstate';
import type { ApiErrorBody } from '../../domain/api-error';
import { JYOTISH_PATHS, type Place, type PlacesAnswer } from '../../domain/jyotish/api';
import { getJson, type HttpOptions } from './http';

/** The API's error message, or a plain one when the answer is not ours. */
async function failure(response: Response): Promise<Error> {
  try {
    const body = (await response.json()) as Partial<ApiErrorBody>;
    const field = body.error?.fields?.[0]?.message;
    if (body.error?.message) return new Error(field ?? body.error.message);
  } catch {
    // Not JSON: fall through to the generic message.
  }
  return new Error(`The server answered ${response.status}. Please try again.`);
}

export async function searchPlaces(q: string, options: HttpOptions = {}): Promise<Place[]> {
  const response = await getJson(`${JYOTISH_PATHS.places}?${new URLSearchParams({ q })}`, options);
  if (!response.ok) throw await failure(response);
  return ((await response.json()) as PlacesAnswer).places;
}

export async function findBirthStar(
  input: FindBirthStarInput,
  options: HttpOptions = {},
): Promise<FinderAnswer> {
  const params = new URLSearchParams({
    date: input.date,
    lat: String(input.lat),
    lon: String(input.lon),
    timeZone: input.timeZone,
    ...(input.time && { time: input.time }),
  });
  const response = await getJson(`${JYOTISH_PATHS.birthStar}?${params}`, options);
  if (!response.ok) throw await failure(response);
  return (await response.json()) as FinderAnswer;
}

/** The finder as the browser runs it. */
export const browserBirthStarFinder = birthStarFinderMachine.provide({
  actors: {
    searchPlaces: fromPromise(({ input, signal }) => searchPlaces(input.q, { signal })),
    findBirthStar: fromPromise(({ input, signal }) => findBirthStar(input, { signal })),
  },
});
