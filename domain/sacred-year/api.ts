/**
 * The sacred year's calls (under the account): the year at a glance, the
 * private calendar feed (made, remade, revoked) and a person's reminder
 * choices. Addresses and the shapes both sides check.
 */
import { z } from 'zod';
import { API_BASE } from '../constants';
import { REMIND_DAYS_MAX, REMIND_WEEKS_MAX } from '../account/family';

const base = `${API_BASE}/api/account`;

export const YEAR_API = {
  /** GET: the account's next twelve months (YearAnswer). */
  year: `${base}/year`,
  /** GET: whether a feed is live; POST: a new feed (the old revoked); DELETE: revoke it. */
  feed: `${base}/feed`,
  /** PUT { weeksBefore, daysBefore }: a person's reminder choices. */
  reminders: (personId: string) => `${base}/year/people/${encodeURIComponent(personId)}/reminders`,
} as const;

export const solarDateSchema = z.object({
  calendar: z.enum(['malayalam', 'tamil']),
  /** In the calendar's own script ("വൃശ്ചികം 27"). */
  native: z.string(),
  /** In Latin letters ("Vrischikam 27"). */
  latin: z.string(),
});

export const yearDaySchema = z.object({
  kind: z.enum(['birthday', 'remembrance', 'karthika', 'event']),
  date: z.string(),
  /** The family person, for a birthday or remembrance day. */
  personId: z.string().nullable(),
  /** The rule: kerala, tamil, lunar (birthdays), kerala, north (remembrance), or null. */
  tradition: z.string().nullable(),
  /** The person's name or the event's title. */
  name: z.string().nullable(),
  solar: solarDateSchema.nullable(),
});
export type YearDay = z.infer<typeof yearDaySchema>;

export const remindersSchema = z.object({
  weeksBefore: z.number().int().min(1).max(REMIND_WEEKS_MAX).nullable(),
  daysBefore: z.number().int().min(1).max(REMIND_DAYS_MAX).nullable(),
});
export type Reminders = z.infer<typeof remindersSchema>;

export const yearPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  relation: z.string(),
  departed: z.boolean(),
  /** Whether the details give a day (a day and time, or the star or tithi with the month). */
  hasDays: z.boolean(),
  reminders: remindersSchema,
});

export const feedStateSchema = z.object({
  /** When the live feed was made, or null when there is none. */
  createdAt: z.string().nullable(),
});

export const yearAnswerSchema = z.object({
  /** Today at the temple. */
  today: z.string(),
  people: z.array(yearPersonSchema),
  days: z.array(yearDaySchema),
  feed: feedStateSchema,
});
export type YearAnswer = z.infer<typeof yearAnswerSchema>;

/** A new feed: its address, shown once (only its hash is kept). */
export const newFeedSchema = z.object({ feedUrl: z.string(), createdAt: z.string() });
export type NewFeed = z.infer<typeof newFeedSchema>;

export const feedRevokedSchema = z.object({ revoked: z.boolean() });
export const remindersAnswerSchema = z.object({ id: z.string(), reminders: remindersSchema });
