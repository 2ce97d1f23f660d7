/**
 * A region's time zone, derived from its name: the most populous place the
 * gazetteer knows by that name, or by the name's longest leading words or
 * parts ("San Francisco Bay Area" → San Francisco, "Dallas–Fort Worth" →
 * Dallas). Regions carry no zone of their own, and an event's time means
 * nothing to an attendee without one. Remembered per name; UTC when no place
 * matches (the page then names UTC as the zone).
 */
import { resolvePlace } from './gazetteer';

const known = new Map<string, Promise<string>>();

/** The names to try, most specific first: the whole name, its parts, their leading words. */
export function placeNamesIn(regionName: string): string[] {
  const parts = [regionName, ...regionName.split(/[–—\-/,&]|\sand\s/i)]
    .map((part) => part.trim())
    .filter(Boolean);
  const names: string[] = [];
  for (const part of parts) {
    const words = part.split(/\s+/);
    for (let count = words.length; count >= 1; count--) names.push(words.slice(0, count).join(' '));
  }
  return [...new Set(names)];
}

async function derive(regionName: string): Promise<string> {
  for (const name of placeNamesIn(regionName)) {
    const place = await resolvePlace(name);
    if (place) return place.timeZone;
  }
  return 'UTC';
}

export function regionTimeZone(regionName: string): Promise<string> {
  let zone = known.get(regionName);
  if (!zone) {
    zone = derive(regionName);
    known.set(regionName, zone);
  }
  return zone;
}
