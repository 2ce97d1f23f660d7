/**
 * Preference loaders with the spec's semantics (sections 5, 7, 8): they never
 * throw and never show an error to the visitor. On a non-2xx status, a network
 * error or an unparsable body they log and return empty defaults.
 */
import { API_PATHS } from '../../domain/constants';
import {
  EMPTY_GENERAL_PREFS,
  EMPTY_REGIONAL_PREFS,
  type GeneralPrefs,
  type Region,
  type RegionalEventDetail,
  type RegionalPrefs,
} from '../../domain/prefs';
import { postJson, type HttpOptions } from './http';
import { arrayOf, getLoader, load } from './prefs-load';
import { inPageLanguage } from './page-language';

export { loadOrderPrefs } from './order-prefs';

export const loadGeneralPrefs = getLoader<GeneralPrefs>(
  'general-prefs',
  API_PATHS.generalPrefs,
  (body) => ({
    countries: arrayOf(body.countries),
    states: arrayOf(body.states),
    birthStars: arrayOf(body.birthStars),
    genderIdentities: arrayOf(body.genderIdentities),
  }),
  EMPTY_GENERAL_PREFS,
);

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
    () => postJson(inPageLanguage(path), { regionIdList }, options),
    (body) => ({ eventDetails: parsableEvents(arrayOf(body.eventDetails), what) }),
    EMPTY_REGIONAL_PREFS,
  );
}

export const loadRegions = getLoader<Region[]>(
  'regions',
  () => inPageLanguage(API_PATHS.regions),
  (body) => arrayOf<Region>(body.regions),
  [],
);
