/**
 * An account's sacred year from today at the temple: its people's days, the
 * Karthika dates and the temple's puja events, as domain/sacred-year computes them.
 */
import { toPlainLine } from '../../domain/event-fields';
import { templeDate } from '../../domain/jyotish/temple-day';
import { sacredYear, type SacredDay, type TempleEvent } from '../../domain/sacred-year';
import type { Db } from '../db/schema';
import { readYearPeople, sacredPeople, type YearPerson } from './family-rows';

/** The temple's puja events of the coming year (their day as the catalog stores it). */
async function templeEvents(db: Db, today: string): Promise<TempleEvent[]> {
  const rows = await db
    .selectFrom('regional_events')
    .select(['id', 'name', 'event_date'])
    .where('kind', '=', 'PUJA')
    .where('event_date', '>=', today)
    .orderBy('event_date')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    date: row.event_date.slice(0, 10),
    title: toPlainLine(row.name),
  }));
}

export interface AccountYear {
  today: string;
  people: YearPerson[];
  days: SacredDay[];
}

export async function accountYear(db: Db, accountId: string, now: Date): Promise<AccountYear> {
  const today = templeDate(now);
  const people = await readYearPeople(db, accountId);
  const days = sacredYear(today, sacredPeople(people), await templeEvents(db, today));
  return { today, people, days };
}
