/**
 * The never-fail loading shared by the preference loaders (./prefs.ts): on a
 * non-2xx status, a network error or an unparsable body they log and return
 * the empty default.
 */
import { getJson, type HttpOptions } from './http';

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const arrayOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
export const recordOf = <T>(value: unknown): Record<string, T> =>
  isObject(value) ? (value as Record<string, T>) : {};

async function readJson(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) {
    console.warn(`${what}: HTTP ${response.status}`, text.slice(0, 200));
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    console.error(`${what}: the response is not JSON`, text.slice(0, 200));
    return undefined;
  }
}

export async function load<T>(
  what: string,
  request: () => Promise<Response>,
  shape: (body: Json) => T,
  empty: T,
): Promise<T> {
  try {
    const body = await readJson(await request(), what);
    if (!isObject(body)) {
      if (body !== undefined) console.error(`${what}: unexpected response`, body);
      return empty;
    }
    return shape(body);
  } catch (error) {
    console.error(`${what}: request failed`, error);
    return empty;
  }
}

/** The never-fail loader of a GET endpoint's answer, shaped by `shape` (`path` read at each call). */
export function getLoader<T>(
  what: string,
  path: string | (() => string),
  shape: (body: Json) => T,
  empty: T,
): (options?: HttpOptions) => Promise<T> {
  const at = typeof path === 'string' ? () => path : path;
  return (options = {}) => load(what, () => getJson(at(), options), shape, empty);
}
