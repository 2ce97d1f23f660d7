/**
 * Preference loaders with the spec's semantics (sections 5, 7, 8): they never
 * throw and never show an error to the visitor. On a non-2xx status, a network
 * error or an unparsable body they log and return empty defaults.
 */
import { API_PATHS } from '../domain/constants';
import {
  EMPTY_GENERAL_PREFS,
  EMPTY_ORDER_PREFS,
  EMPTY_REGIONAL_PREFS,
  type GeneralPrefs,
  type OrderPrefs,
  type Region,
  type RegionalEventDetail,
  type RegionalPrefs,
} from '../domain/prefs';
import { getJson, postJson, type HttpOptions } from './http';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const arrayOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const recordOf = <T>(value: unknown): Record<string, T> =>
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

async function load<T>(
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

export function loadGeneralPrefs(options: HttpOptions = {}): Promise<GeneralPrefs> {
  return load(
    'general-prefs',
    () => getJson(API_PATHS.generalPrefs, options),
    (body) => ({
      countries: arrayOf(body.countries),
      states: arrayOf(body.states),
      birthStars: arrayOf(body.birthStars),
      genderIdentities: arrayOf(body.genderIdentities),
    }),
    EMPTY_GENERAL_PREFS,
  );
}

export function loadOrderPrefs(options: HttpOptions = {}): Promise<OrderPrefs> {
  return load(
    'order-prefs',
    () => getJson(API_PATHS.orderPrefs, options),
    (body) => ({
      pujaDetails: arrayOf(body.pujaDetails),
      pujaRecommendationDetails: arrayOf(body.pujaRecommendationDetails),
      pujaDates: recordOf(body.pujaDates),
      costLookup: recordOf(body.costLookup),
    }),
    EMPTY_ORDER_PREFS,
  );
}

export type RegionalPrefsKind = 'puja' | 'astro';

function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps the events whose date and cutoff parse (logs and skips the others);
 * an event without a known time zone is shown in UTC, named as such.
 */
function parsableEvents(events: RegionalEventDetail[], what: string): RegionalEventDetail[] {
  return events
    .map((event) => (isTimeZone(event.timeZone) ? event : { ...event, timeZone: 'UTC' }))
    .filter((event) => {
      const ok =
        !Number.isNaN(Date.parse(event.eventDate)) &&
        !Number.isNaN(Date.parse(event.orderCutOffTime));
      if (!ok) {
        console.warn(`${what}: skipping event ${event.id} with an unparsable date or cutoff`, {
          eventDate: event.eventDate,
          orderCutOffTime: event.orderCutOffTime,
        });
      }
      return ok;
    });
}

export async function loadRegionalPrefs(
  kind: RegionalPrefsKind,
  regionIdList: number[],
  options: HttpOptions = {},
): Promise<RegionalPrefs> {
  const what = kind === 'puja' ? 'regional-order-prefs' : 'regional-astro-order-prefs';
  if (regionIdList.length === 0) {
    console.warn(`${what}: no region ids given; nothing to look up`);
    return EMPTY_REGIONAL_PREFS;
  }
  const path = kind === 'puja' ? API_PATHS.regionalOrderPrefs : API_PATHS.regionalAstroOrderPrefs;
  return load(
    what,
    () => postJson(path, { regionIdList }, options),
    (body) => ({ eventDetails: parsableEvents(arrayOf(body.eventDetails), what) }),
    EMPTY_REGIONAL_PREFS,
  );
}

export function loadRegions(options: HttpOptions = {}): Promise<Region[]> {
  return load(
    'regions',
    () => getJson(API_PATHS.regions, options),
    (body) => arrayOf<Region>(body.regions),
    [],
  );
}
