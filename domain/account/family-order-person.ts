/**
 * A person of the family as an order's person: what a reminder's link fills
 * in on the order's first step. The inverse of what the account offers to
 * keep from a past order (server/account/family-suggestions.ts); what the
 * family does not know stays empty for the devotee to add.
 */
import { PRAYER_TYPE_CODES, type HalfOfDay } from '../constants';
import { NAKSHATRA_NAMES } from '../jyotish/nakshatra';
import type { PersonDraft } from '../order-draft';
import type { FamilyPerson, LifeEvent } from './family';

/** "22:30" → 10, 30, PM as the order's time fields hold them; empty fields without a time. */
export function timeFields(time: string | null): { hour: string; minute: string; half: HalfOfDay } {
  const match = time ? /^(\d{2}):(\d{2})$/.exec(time) : null;
  if (!match) return { hour: '', minute: '', half: 'AM' };
  const h24 = Number(match[1]);
  const hour = h24 % 12 === 0 ? 12 : h24 % 12;
  return { hour: String(hour), minute: match[2]!, half: h24 >= 12 ? 'PM' : 'AM' };
}

const starName = (star: number | null): string =>
  star === null ? '' : (NAKSHATRA_NAMES[star] ?? '');

/** The first word is the first name, the rest the last name (one word: the first name only). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

function birthFields(event: LifeEvent): Partial<PersonDraft> {
  const time = timeFields(event.time);
  return {
    birthStar: starName(event.star),
    birthDate: event.date ?? '',
    birthPlace: event.place?.name ?? '',
    birthTimeHour: time.hour,
    birthTimeMinute: time.minute,
    whichHalfOfTheDay: time.half,
  };
}

function passingFields(event: LifeEvent): Partial<PersonDraft> {
  const time = timeFields(event.time);
  return {
    starOnTheDayOfPassing: starName(event.star),
    dateOfPassing: event.date ?? '',
    placeOfPassing: event.place?.name ?? '',
    passingTimeHour: time.hour,
    passingTimeMinute: time.minute,
    passingWhichHalfOfTheDay: time.half,
  };
}

/** The order person's fields from a family person (their dates as ISO days). */
export function orderPersonOf(person: FamilyPerson): Partial<PersonDraft> {
  return {
    ...splitName(person.name),
    prayerTypeCode: person.departed ? PRAYER_TYPE_CODES.departed : PRAYER_TYPE_CODES.living,
    ...birthFields(person.birth),
    ...(person.departed && person.passing ? passingFields(person.passing) : {}),
  };
}
