/**
 * A reminder of a person's day, in the account's language: whose day and
 * which (with the Malayalam or Tamil date where their tradition keeps one),
 * and the link that opens the order wizard with the person and the day
 * filled in (`?person=<id>&date=YYYY-MM-DD`).
 */
import { siteAddress } from '../../domain/languages';
import { dayTitle, solarDateText, type SacredDay } from '../../domain/sacred-year';
import { daysBetween } from '../../domain/jyotish/temple-day';
import { mailReader } from '../i18n';
import { composeEmail, type EmailMessage, type TempleContact } from '../mail';
import { offerText, pronounOf, REMINDER_TEXT as T } from './reminder-text';

export type PersonDay = SacredDay & { kind: 'birthday' | 'remembrance' };

export const ORDER_WIZARD_PATH = '/order-a-puja-online';
export const YEAR_PAGE_PATH = '/account/year';

/** The wizard's address for a person's day, in the reader's language. */
export const offerAddress = (publicUrl: string, language: string, personId: string, date: string) =>
  siteAddress(
    publicUrl,
    language,
    `${ORDER_WIZARD_PATH}?person=${encodeURIComponent(personId)}&date=${date}`,
  );

export interface ReminderMailInput {
  to: { email: string; language: string };
  day: PersonDay;
  relation: string;
  /** Today at the temple, when the mail is written. */
  today: string;
  publicUrl: string;
  temple: TempleContact;
}

export function reminderMail(input: ReminderMailInput): EmailMessage {
  const { language, say, day: formatDay } = mailReader(input.to.language);
  const { day } = input;
  const titleText = dayTitle(day);
  const title = typeof titleText === 'string' ? titleText : say(titleText, titleText.values);
  const date = formatDay(day.date);
  const solar = solarDateText(day, language);
  return composeEmail({
    to: input.to.email,
    subject: say(T.subject, { title, date }),
    reference: `reminder:${day.personId}`,
    temple: input.temple,
    language,
    title,
    blocks: [
      { kind: 'paragraph', text: say(T.comingUp, { title, date }) },
      {
        kind: 'details',
        rows: [
          [say(T.day), solar ? `${date} (${say(solar, solar.values)})` : date],
          [say(T.daysToGo), String(daysBetween(input.today, day.date))],
        ],
      },
      {
        kind: 'action',
        label: say(offerText(day, pronounOf(input.relation))),
        href: offerAddress(input.publicUrl, language, day.personId, day.date),
      },
      { kind: 'paragraph', text: say(T.why, { name: day.name }) },
      {
        kind: 'link',
        label: say(T.yearPage),
        href: siteAddress(input.publicUrl, language, YEAR_PAGE_PATH),
      },
    ],
  });
}
