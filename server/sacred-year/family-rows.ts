/**
 * The family of an account as the sacred year reads it: each person's
 * tradition, birth or passing (what the day rules need), relation and
 * reminder choices. Read-only: the family editor writes these rows.
 */
import type { Selectable } from 'kysely';
import type { LifeEvent, Relation, Tradition } from '../../domain/account';
import { sacredPersonOf, type FamilyDayPerson } from '../../domain/sacred-year';
import type { SacredPerson } from '../../domain/sacred-year';
import type { Database, Db } from '../db/schema';

type Row = Selectable<Database['family_people']>;

export interface YearPerson extends FamilyDayPerson {
  relation: Relation;
  reminders: { weeksBefore: number | null; daysBefore: number | null };
}

function eventOf(row: Row, prefix: 'birth' | 'passing'): LifeEvent {
  const name = row[`${prefix}_place`];
  const lat = row[`${prefix}_lat`];
  const lon = row[`${prefix}_lon`];
  const timeZone = row[`${prefix}_time_zone`];
  return {
    date: row[`${prefix}_date`],
    time: row[`${prefix}_time`],
    place:
      name !== null && lat !== null && lon !== null && timeZone !== null
        ? { name, lat, lon, timeZone }
        : null,
    star: row[`${prefix}_star`],
    monthSign: row[`${prefix}_month_sign`],
    tithi: row[`${prefix}_tithi`],
  };
}

export const yearPersonOf = (row: Row): YearPerson => ({
  id: row.id,
  name: row.name,
  relation: row.relation as Relation,
  tradition: row.tradition as Tradition,
  departed: row.departed === 1,
  birth: eventOf(row, 'birth'),
  passing: row.departed === 1 ? eventOf(row, 'passing') : null,
  reminders: { weeksBefore: row.remind_weeks_before, daysBefore: row.remind_days_before },
});

/** The account's people, in the order they were saved. */
export async function readYearPeople(db: Db, accountId: string): Promise<YearPerson[]> {
  const rows = await db
    .selectFrom('family_people')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(yearPersonOf);
}

/** The entries to `sacredYear` of the people whose days can be computed. */
export const sacredPeople = (people: readonly YearPerson[]): SacredPerson[] =>
  people.flatMap((person) => {
    const entry = sacredPersonOf(person);
    return entry ? [entry] : [];
  });
