/**
 * The reading slots the cluster bench's booking visitors hold: for each
 * astrologer, its shortest reading for one person, free times over the next weeks, kept an
 * hour apart so that one booking's buffer never covers the next one's start.
 */
import { ASTRO_PATHS, type AstroCatalog, type SlotsResponse } from '../../../domain/astro/api';
import type { Slot } from './visitors';

const DAY_MS = 86_400_000;
const GAP_MS = 60 * 60_000;

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

export async function freeSlots(baseUrl: string, nowMs: number): Promise<Slot[]> {
  const catalog = await getJson<AstroCatalog>(`${baseUrl}${ASTRO_PATHS.catalog}`);
  // Past every astrologer's minimum notice, within the slots route's 42-day range.
  const from = new Date(nowMs + 3 * DAY_MS).toISOString().slice(0, 10);
  const to = new Date(nowMs + 40 * DAY_MS).toISOString().slice(0, 10);
  const slots: Slot[] = [];
  for (const astrologer of catalog.astrologers) {
    const [type] = catalog.readingTypes
      .filter((t) => astrologer.readingTypeIds.includes(t.id) && t.peopleCount === 1)
      .sort((a, b) => a.durationMinutes - b.durationMinutes);
    if (!type) continue;
    const answer = await getJson<SlotsResponse>(
      `${baseUrl}${ASTRO_PATHS.slots}?readingTypeId=${type.id}&astrologerId=${astrologer.id}&from=${from}&to=${to}&timeZone=UTC`,
    );
    let nextFree = 0;
    for (const slot of answer.slots) {
      if (Date.parse(slot.start) < nextFree) continue;
      slots.push({ readingTypeId: type.id, astrologerId: astrologer.id, start: slot.start });
      nextFree = Date.parse(slot.end) + GAP_MS;
    }
  }
  // Interleaved by start, so that consecutive holds go to different astrologers and days.
  return slots.sort((a, b) => a.start.localeCompare(b.start));
}
