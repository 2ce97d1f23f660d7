/**
 * Display formats of the content pages: puja dates and order cutoffs (money
 * is src/domain/money's one format). Written without Intl on purpose: the first Intl formatter a page
 * creates loads the browser's locale data, a 40–170 ms task on the main thread
 * (×4 on Lighthouse's mobile CPU) that was most of the content pages' Total
 * Blocking Time (see docs/site.md). The output equals en-US's.
 */
import type { PujaSchedule } from '../../domain/prefs';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** MM/DD/YYYY → [year, month, day], or null when it is not such a date. */
export function parseMmDdYyyy(value: string): [number, number, number] | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const [, month, day, year] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return [year, month, day];
}

/** '12/11/2025' → 'Thursday, December 11, 2025' (the puja's own calendar day). */
export function formatPujaDate(value: string): string {
  const parts = parseMmDdYyyy(value);
  if (!parts) return value;
  const [year, month, day] = parts;
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
  return `${weekday}, ${MONTHS[month - 1]!} ${day}, ${year}`;
}

/** '12/11/2025' → '2025-12-11' for a <time> element. */
export function isoDay(value: string): string | undefined {
  const parts = parseMmDdYyyy(value);
  if (!parts) return undefined;
  const [year, month, day] = parts;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** An ISO instant in the visitor's own time zone, e.g. 'Dec 8, 2025, 11:59 PM' (en-US medium date, short time). */
export function formatCutoff(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const month = MONTHS[date.getMonth()]!.slice(0, 3);
  return `${month} ${date.getDate()}, ${date.getFullYear()}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Dates still open for ordering (cutoff in the future), soonest first. */
export function upcomingSchedule(
  schedule: readonly PujaSchedule[],
  now: Date = new Date(),
): PujaSchedule[] {
  return schedule
    .filter((entry) => {
      const cutoff = Date.parse(entry.orderCutoffTime);
      return !Number.isNaN(cutoff) && cutoff > now.getTime() && parseMmDdYyyy(entry.dateOfPuja);
    })
    .sort((a, b) => Date.parse(a.orderCutoffTime) - Date.parse(b.orderCutoffTime));
}
