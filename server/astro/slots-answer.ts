/**
 * The answer of GET /slots: the free times of one astrologer, or of every
 * astrologer offering the reading ("any"), on the visitor's days; the first
 * day with a free time (for "jump to the next free day") and the last day the
 * booking horizon allows (where paging stops).
 */
import type { SlotsResponse } from '../../domain/astro/api';
import { addDays, wallTimeIn, wallTimeToUtc } from '../../domain/astro/time-zones';
import { freeSlots, type LoadedAstrologer } from './catalog';
import type { Db } from '../db/schema';

const DAY_MS = 86_400_000;

/** Local midnight of a date in a zone (or the first minute that exists that day). */
export function startOfLocalDay(date: string, timeZone: string): Date {
  for (let minute = 0; minute < 180; minute += 15) {
    const instant = wallTimeToUtc(date, minute, timeZone);
    if (instant) return instant;
  }
  return new Date(`${date}T00:00:00Z`);
}

export interface SlotsQuestion {
  astrologers: LoadedAstrologer[];
  durationMinutes: number;
  /** The visitor's first and last day, YYYY-MM-DD in timeZone. */
  from: string;
  to: string;
  timeZone: string;
  now: Date;
}

export async function slotsAnswer(db: Db, question: SlotsQuestion): Promise<SlotsResponse> {
  const { astrologers, durationMinutes, timeZone, now } = question;
  const from = startOfLocalDay(question.from, timeZone);
  const to = startOfLocalDay(addDays(question.to, 1), timeZone);
  const horizonDays = Math.max(...astrologers.map((a) => a.schedule.horizonDays));
  const horizonEnd = new Date(now.getTime() + horizonDays * DAY_MS);
  const lastDay = wallTimeIn(horizonEnd, timeZone).date;
  // Up to the horizon (not only to `to`), so the next free day is known too.
  const searchEnd = new Date(Math.max(to.getTime(), horizonEnd.getTime()));
  const byStart = new Map<string, { start: string; end: string; astrologerIds: number[] }>();
  for (const astrologer of astrologers) {
    const slots = await freeSlots(db, astrologer, durationMinutes, from, searchEnd, now);
    for (const slot of slots) {
      const entry = byStart.get(slot.start) ?? { ...slot, astrologerIds: [] };
      entry.astrologerIds.push(astrologer.row.id);
      byStart.set(slot.start, entry);
    }
  }
  const all = [...byStart.values()].sort((a, b) => a.start.localeCompare(b.start));
  const first = all[0];
  return {
    timeZone,
    slots: all.filter((slot) => Date.parse(slot.start) < to.getTime()),
    nextFreeDay: first ? wallTimeIn(new Date(first.start), timeZone).date : null,
    lastDay,
  };
}
