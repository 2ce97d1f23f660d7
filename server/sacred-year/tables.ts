/** Kysely types of the sacred year's tables (migration 0026 in server/db/migrations). */

type Iso = string;

/** An account's calendar feed: the hash of the secret in its address; revoked, never reused. */
export interface CalendarFeedTable {
  token_hash: string;
  account_id: string;
  created_at: Iso;
  revoked_at: Iso | null;
}

/** weeks: the early mail; days: the one shortly before. */
export type ReminderKind = 'weeks' | 'days';

/** One reminder mail sent: the key (person, day, kind) makes the sweep send it once. */
export interface ReminderLogTable {
  person_id: string;
  /** The person's day at the temple (ISO date). */
  day: string;
  kind: ReminderKind;
  sent_at: Iso;
}

export interface SacredYearTables {
  calendar_feeds: CalendarFeedTable;
  reminder_log: ReminderLogTable;
}
