/**
 * The reminder mail's words. The link's words name the person by the
 * pronoun their relation gives ("her star birthday"), "your" for oneself,
 * "their" where the relation says nothing of it.
 */
import type { MessageText } from '../../domain/message-text';
import type { SacredDay } from '../../domain/sacred-year';

export const REMINDER_TEXT = {
  subject: /*i18n*/ { id: 'email.reminder.subject', message: '{title}: {date}' },
  comingUp: /*i18n*/ {
    id: 'email.reminder.comingUp',
    message: '{title} falls on {date}. The temple can offer a puja for the day in your name.',
  },
  day: /*i18n*/ { id: 'email.reminder.day', message: 'Day' },
  daysToGo: /*i18n*/ { id: 'email.reminder.daysToGo', message: 'Days to go' },
  why: /*i18n*/ {
    id: 'email.reminder.why',
    message:
      'You chose reminders for {name} in your account. You can change or stop them on the page of your sacred year.',
  },
  yearPage: /*i18n*/ { id: 'email.reminder.yearPage', message: 'Your sacred year' },
};

export type Pronoun = 'her' | 'his' | 'your' | 'their';
type DayKind = 'star' | 'lunar' | 'remembrance';

const FEMALE = new Set([
  'daughter',
  'mother',
  'sister',
  'grandmother',
  'granddaughter',
  'motherInLaw',
  'daughterInLaw',
]);
const MALE = new Set([
  'son',
  'father',
  'brother',
  'grandfather',
  'grandson',
  'fatherInLaw',
  'sonInLaw',
]);

export function pronounOf(relation: string): Pronoun {
  if (relation === 'self') return 'your';
  return FEMALE.has(relation) ? 'her' : MALE.has(relation) ? 'his' : 'their';
}

const OFFER: Record<DayKind, Record<Pronoun, MessageText>> = {
  star: {
    her: /*i18n*/ {
      id: 'email.reminder.offer.star.her',
      message: 'Offer a puja on her star birthday',
    },
    his: /*i18n*/ {
      id: 'email.reminder.offer.star.his',
      message: 'Offer a puja on his star birthday',
    },
    your: /*i18n*/ {
      id: 'email.reminder.offer.star.your',
      message: 'Offer a puja on your star birthday',
    },
    their: /*i18n*/ {
      id: 'email.reminder.offer.star.their',
      message: 'Offer a puja on their star birthday',
    },
  },
  lunar: {
    her: /*i18n*/ { id: 'email.reminder.offer.lunar.her', message: 'Offer a puja on her birthday' },
    his: /*i18n*/ { id: 'email.reminder.offer.lunar.his', message: 'Offer a puja on his birthday' },
    your: /*i18n*/ {
      id: 'email.reminder.offer.lunar.your',
      message: 'Offer a puja on your birthday',
    },
    their: /*i18n*/ {
      id: 'email.reminder.offer.lunar.their',
      message: 'Offer a puja on their birthday',
    },
  },
  remembrance: {
    her: /*i18n*/ {
      id: 'email.reminder.offer.remembrance.her',
      message: 'Offer a puja on her remembrance day',
    },
    his: /*i18n*/ {
      id: 'email.reminder.offer.remembrance.his',
      message: 'Offer a puja on his remembrance day',
    },
    your: /*i18n*/ {
      id: 'email.reminder.offer.remembrance.your',
      message: 'Offer a puja on the remembrance day',
    },
    their: /*i18n*/ {
      id: 'email.reminder.offer.remembrance.their',
      message: 'Offer a puja on their remembrance day',
    },
  },
};

/** "Offer a puja on her star birthday": the mail's link, for a person's day. */
export function offerText(day: SacredDay & { kind: 'birthday' | 'remembrance' }, pronoun: Pronoun) {
  const kind: DayKind =
    day.kind === 'remembrance' ? 'remembrance' : day.day.tradition === 'lunar' ? 'lunar' : 'star';
  return OFFER[kind][pronoun];
}
