/** Display formats of the content pages: US dollars, puja dates and order cutoffs. */
import type { PujaSchedule } from '../../domain/prefs';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatUsd(amount: number): string {
  return usd.format(amount);
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

/** '12/11/2025' → 'Thursday, December 11, 2025' (the puja's own calendar day). */
export function formatPujaDate(value: string): string {
  const parts = parseMmDdYyyy(value);
  if (!parts) return value;
  const [year, month, day] = parts;
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** '12/11/2025' → '2025-12-11' for a <time> element. */
export function isoDay(value: string): string | undefined {
  const parts = parseMmDdYyyy(value);
  if (!parts) return undefined;
  const [year, month, day] = parts;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** An ISO instant in the visitor's own time zone, e.g. 'Dec 8, 2025, 11:59 PM EST'. */
export function formatCutoff(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
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
