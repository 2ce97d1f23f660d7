/** The year page's answer: the account's people, their days and the temple's, the feed's state. */
import { formatSolarDate, solarDate } from '../../domain/jyotish/solar-calendar';
import {
  solarCalendarOf,
  type SacredDay,
  type YearAnswer,
  type YearDay,
} from '../../domain/sacred-year';
import { sacredPersonOf } from '../../domain/sacred-year';
import type { Db } from '../db/schema';
import { accountYear } from './account-year';
import { liveFeed } from './feed-tokens';

function yearDayOf(day: SacredDay): YearDay {
  const calendar = solarCalendarOf(day);
  const solar = calendar ? solarDate(calendar, day.date) : null;
  const personal = day.kind === 'birthday' || day.kind === 'remembrance';
  return {
    kind: day.kind,
    date: day.date,
    personId: personal ? day.personId : null,
    tradition: personal ? day.day.tradition : null,
    name: personal ? day.name : day.kind === 'event' ? day.title : null,
    solar:
      calendar && solar
        ? { calendar, native: formatSolarDate(solar), latin: formatSolarDate(solar, true) }
        : null,
  };
}

export async function yearAnswer(db: Db, accountId: string, now: Date): Promise<YearAnswer> {
  const { today, people, days } = await accountYear(db, accountId, now);
  const feed = await liveFeed(db, accountId);
  return {
    today,
    people: people.map((person) => ({
      id: person.id,
      name: person.name,
      relation: person.relation,
      departed: person.departed,
      hasDays: sacredPersonOf(person) !== null,
      reminders: person.reminders,
    })),
    days: days.map(yearDayOf),
    feed: { createdAt: feed?.createdAt ?? null },
  };
}
