/**
 * From a family person as the account keeps them to the entries of their
 * sacred year: the living have their birthday by their tradition, the
 * departed their remembrance day. What the rules need is the instant of
 * the birth or passing (day, time and place) or, without it, the star (the
 * tithi, for the lunar tradition) with the month's sign; a day without its
 * time gives the month from the Sun at noon that day, at the place.
 */
import type { FamilyPerson, LifeEvent, Tradition } from '../account/family';
import { lunarBirth } from '../jyotish/lunar-birthday';
import { sunSignAt } from '../jyotish/sun';
import { zonedTimeToInstant } from '../jyotish/time-zone';
import { TEMPLE } from '../jyotish/temple-day';
import type { YearlyDay, YearlyKnown } from '../jyotish/yearly-days';
import type { SacredPerson } from './sacred-days';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The month's sign of a day without its time, as the rules read it: for the
 * star rules the solar month (the Sun's sign at noon that day); for the lunar
 * rule the lunar month, known by the Sun's sign at the new moon that began
 * it (lunar-birthday.ts), which differs from the Sun's sign on the day when
 * the Sun changed sign between that new moon and the day.
 */
function monthSignOfDay(zone: string, date: string, tradition: Tradition): number {
  const noon = zonedTimeToInstant(zone, date, 12 * 60);
  return tradition === 'lunar' ? lunarBirth(noon).sign : sunSignAt(noon);
}

/** What the rules can use of a birth or passing, or null when it gives no day. */
export function knownOf(event: LifeEvent, tradition: Tradition): YearlyKnown | null {
  const zone = event.place?.timeZone ?? TEMPLE.timeZone;
  if (event.date !== null && event.time !== null) {
    return { instant: zonedTimeToInstant(zone, event.date, minutesOf(event.time)) };
  }
  const sign =
    event.monthSign ?? (event.date !== null ? monthSignOfDay(zone, event.date, tradition) : null);
  if (sign === null) return null;
  if (tradition === 'lunar') return event.tithi === null ? null : { tithi: event.tithi, sign };
  return event.star === null ? null : { star: event.star, sign };
}

/**
 * The rule of a person's day. Remembrance: Kerala and Tamil families keep the
 * passing star in its solar month, North Indian ones the tithi.
 */
export function yearlyDayOf(departed: boolean, tradition: Tradition): YearlyDay {
  if (!departed) return { kind: 'birthday', tradition };
  return { kind: 'remembrance', tradition: tradition === 'lunar' ? 'north' : 'kerala' };
}

export type FamilyDayPerson = Pick<
  FamilyPerson,
  'id' | 'name' | 'tradition' | 'departed' | 'birth' | 'passing'
>;

/** The person's entry to `sacredYear`, or null when nothing known gives a day. */
export function sacredPersonOf(person: FamilyDayPerson): SacredPerson | null {
  const event = person.departed ? person.passing : person.birth;
  const known = event ? knownOf(event, person.tradition) : null;
  if (!known) return null;
  return {
    id: person.id,
    name: person.name,
    known,
    day: yearlyDayOf(person.departed, person.tradition),
  };
}
