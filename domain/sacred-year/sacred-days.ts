/**
 * A person's sacred days in the twelve months from a day, with the temple's
 * Kali/Karthika dates and events: pure, the day ("today" at the temple) given.
 * The person is the narrow shape the family table fills (`SacredPerson`).
 */
import { karthikaDates } from '../jyotish/karthika';
import { addDays } from '../jyotish/temple-day';
import { yearlyDaysOf, type YearlyDay, type YearlyKnown } from '../jyotish/yearly-days';

/** What the rules need of one family member: an id, a name, the instant and its rule. */
export interface SacredPerson {
  id: string;
  name: string;
  /** The birth (kind birthday) or the passing (kind remembrance): its instant, or star/tithi and sign. */
  known: YearlyKnown;
  day: YearlyDay;
}

export interface TempleEvent {
  id: string;
  date: string;
  title: string;
}

export type SacredDay =
  | {
      kind: 'birthday' | 'remembrance';
      date: string;
      personId: string;
      name: string;
      day: YearlyDay;
    }
  | { kind: 'karthika'; date: string }
  | { kind: 'event'; date: string; eventId: string; title: string };

/** Days from `today` (included) for 365 days, in date order; ties keep people, then the temple. */
export function sacredYear(
  today: string,
  people: readonly SacredPerson[],
  events: readonly TempleEvent[] = [],
): SacredDay[] {
  const end = addDays(today, 365);
  const inYear = (date: string) => today <= date && date < end;
  const year = Number(today.slice(0, 4));
  const personal: SacredDay[] = people.flatMap((person) =>
    yearlyDaysOf(person.day, person.known, year, 2)
      .filter(inYear)
      .map((date) => ({
        kind: person.day.kind,
        date,
        personId: person.id,
        name: person.name,
        day: person.day,
      })),
  );
  const temple: SacredDay[] = [
    ...karthikaDates(today, 365).map((date) => ({ kind: 'karthika' as const, date })),
    ...events
      .filter((e) => inYear(e.date))
      .map((e) => ({ kind: 'event' as const, date: e.date, eventId: e.id, title: e.title })),
  ];
  return [...personal, ...temple].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
