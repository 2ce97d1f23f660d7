/**
 * "People from my past orders": each person an order of the account's
 * address names, as far as the order tells (name, living or departed, the
 * day, time and star), for the devotee to finish and agree to keep. A name
 * already in the family, or met in a newer order, is offered once at most.
 */
import {
  EMPTY_EVENT,
  NO_REMINDERS,
  type FamilyPerson,
  type FamilySuggestion,
  type LifeEvent,
} from '../../domain/account';
import { PRAYER_TYPE_CODES } from '../../domain/constants';
import { toIsoDay } from '../../domain/dates';
import { NAKSHATRA_NAMES } from '../../domain/jyotish/nakshatra';
import type { Db } from '../db/schema';
import { ORDERS_WITH_A_PAGE } from '../my-order';
import { readOrderRecordsPaidBy, type OrderLine } from '../orders';

/** "10", "30", "PM" → "22:30"; null when the hour was not given. */
export function clockTime(hour: string, minute: string, half: string): string | null {
  const h = Number(hour);
  if (hour === '' || hour === '-1' || !Number.isInteger(h) || h < 1 || h > 12) return null;
  const m = minute === '' || minute === '-1' ? 0 : Number(minute);
  if (!Number.isInteger(m) || m < 0 || m > 59) return null;
  const h24 = (h % 12) + (half.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(h24).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

const starIndex = (name: string): number | null => {
  const index = (NAKSHATRA_NAMES as readonly string[]).indexOf(name.trim());
  return index >= 0 ? index : null;
};

function event(date: string, time: string | null, star: string): LifeEvent {
  const day = toIsoDay(date.trim());
  return { ...EMPTY_EVENT, date: day, time: day ? time : null, star: starIndex(star) };
}

function suggestionOf(orderNumber: string, line: OrderLine): FamilySuggestion {
  const departed = line.prayerTypeCode === PRAYER_TYPE_CODES.departed;
  return {
    orderNumber,
    person: {
      name: line.name,
      relation: 'other',
      tradition: 'kerala',
      lunarScheme: 'amanta',
      departed,
      birth: event(
        line.birthDate,
        clockTime(line.birthTimeHour, line.birthTimeMinute, line.whichHalfOfTheDay),
        line.birthStar,
      ),
      passing: departed
        ? event(
            line.dateOfPassing,
            clockTime(line.passingTimeHour, line.passingTimeMinute, line.passingWhichHalfOfTheDay),
            line.starOnTheDayOfPassing,
          )
        : null,
      reminders: NO_REMINDERS,
    },
  };
}

const key = (name: string) => name.trim().toLowerCase();

export async function familySuggestions(
  db: Db,
  email: string,
  family: readonly FamilyPerson[],
): Promise<FamilySuggestion[]> {
  const seen = new Set(family.map((person) => key(person.name)));
  const suggestions: FamilySuggestion[] = [];
  for (const order of await readOrderRecordsPaidBy(db, email, ORDERS_WITH_A_PAGE)) {
    for (const line of order.lines) {
      if (line.name === '' || seen.has(key(line.name))) continue;
      seen.add(key(line.name));
      suggestions.push(suggestionOf(order.orderNumber, line));
    }
  }
  return suggestions;
}
