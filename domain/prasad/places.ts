/**
 * Where the temple posts prasad: the countries the office lists (console,
 * Temple details). The wizard says them before the address step and checks
 * the prasad address against them; the server checks the order again. No zod
 * here: the wizard reads this (the console's edit schema is
 * domain/staff/prasad-places-input.ts).
 */
import { API_BASE } from '../constants';

/** GET: `{ countries: string[] }`, the codes prasad can be posted to. */
export const PRASAD_PLACES_PATH = `${API_BASE}/api/prasad/places`;

/** Until the office saves its own list: the two countries whose states the site lists. */
export const DEFAULT_PRASAD_COUNTRIES: readonly string[] = ['US', 'CA'];

export interface PrasadPlaces {
  /** ISO 3166 two-letter codes, upper case. */
  countries: string[];
}

/**
 * Whether prasad can be posted to `country` (a two-letter code). An empty
 * list is one the browser could not load: the server, which always has one,
 * decides.
 */
export function postsPrasadTo(countries: readonly string[], country: string): boolean {
  return countries.length === 0 || countries.includes(country.trim().toUpperCase());
}

/** The list when `value` is one as the API sends it, else null. */
export function asPrasadPlaces(value: unknown): PrasadPlaces | null {
  if (typeof value !== 'object' || value === null) return null;
  const { countries } = value as Record<string, unknown>;
  return Array.isArray(countries) &&
    countries.every((c) => typeof c === 'string' && /^[A-Z]{2}$/.test(c))
    ? { countries: countries as string[] }
    : null;
}
