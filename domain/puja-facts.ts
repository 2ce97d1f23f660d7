/**
 * What a puja card shows of a catalog entry, on the content pages and in the
 * wizards' puja choice alike: its name, price, first sentence, next open date
 * and which of the site's pictures suits it.
 */
import { PUJA_CATEGORIES } from './constants';
import type { PujaDetail, PujaSchedule } from './prefs';

/** Catalog code of the monthly Kali/Karthika Puja. */
export const KALI_PUJA_CODE = 'KALI_KARTHIKA';

/** The name a visitor sees. */
export function pujaName(detail: Pick<PujaDetail, 'displayName' | 'name'>): string {
  return detail.displayName || detail.name;
}

/** Price in US dollars; the API sends `cost` (and `price` as a synonym). */
export function pujaPrice(detail: Pick<PujaDetail, 'cost' | 'price'>): number {
  return Number.isFinite(detail.cost) ? detail.cost : Number(detail.price) || 0;
}

/** MM/DD/YYYY → [year, month, day], or null when it is not such a date. */
export function parseMmDdYyyy(value: string): [number, number, number] | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const [, month, day, year] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return [year, month, day];
}

/** '12/11/2025' → '2025-12-11' for a <time> element. */
export function isoDay(value: string): string | undefined {
  const parts = parseMmDdYyyy(value);
  if (!parts) return undefined;
  const [year, month, day] = parts;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Dates still open for ordering (cutoff in the future), soonest first. */
export function upcomingSchedule(schedule: readonly PujaSchedule[], now: Date): PujaSchedule[] {
  return schedule
    .filter((entry) => {
      const cutoff = Date.parse(entry.orderCutoffTime);
      return !Number.isNaN(cutoff) && cutoff > now.getTime() && parseMmDdYyyy(entry.dateOfPuja);
    })
    .sort((a, b) => Date.parse(a.orderCutoffTime) - Date.parse(b.orderCutoffTime));
}

/** The next MM/DD/YYYY date still open for ordering, or null when none is listed. */
export function nextDate(puja: PujaDetail, now: Date): string | null {
  const scheduled = upcomingSchedule(puja.pujaScheduleForWebList ?? [], now)[0];
  return scheduled?.dateOfPuja ?? null;
}

/** The description split into its first sentence (the card's summary) and the rest. */
export function summary(puja: Pick<PujaDetail, 'extDescription'>): {
  short: string;
  note: string;
} {
  const text = (puja.extDescription ?? '').trim();
  // Hindi ends a sentence with the danda (।).
  const end = text.search(/[.!?।](\s|$)/);
  if (end < 0) return { short: text, note: '' };
  return { short: text.slice(0, end + 1), note: text.slice(end + 1).trim() };
}

/** The site's pictures (src/ui/illustrations.ts names the files). */
export type PujaPicture = 'lamp' | 'lotus' | 'homa' | 'temple';

/** The picture of a card: the lamp for the Kali/Karthika Puja and special pujas, the fire for homas… */
export function pictureFor(puja: Pick<PujaDetail, 'code' | 'category'>): PujaPicture {
  if (puja.code === KALI_PUJA_CODE || puja.category === PUJA_CATEGORIES.special) return 'lamp';
  if (puja.category === PUJA_CATEGORIES.homas) return 'homa';
  if (/DOSHA/.test(puja.code)) return 'temple';
  return 'lotus';
}
